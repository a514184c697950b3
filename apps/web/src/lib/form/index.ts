export { useForm } from './use-form.ts'
export type {
  ControlledField,
  FieldError,
  FieldErrors,
  FormApi,
  Path,
  Resolver,
  SetError,
} from './types.ts'
