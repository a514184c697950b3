export { useForm } from './use-form.ts'
export type {
  ControlledField,
  FieldError,
  FieldErrors,
  FormApi,
  Path,
  RegisteredProps,
  Resolver,
  SetError,
} from './types.ts'
