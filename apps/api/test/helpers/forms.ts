export interface FormFile {
  bytes: Buffer
  name?: string
  type?: string
}

/**
 * A multipart body of text fields and files sent as `images`; a file without a name is called
 * `${stem}-${i}.png`.
 */
export function imagesForm(
  fields: Record<string, string>,
  files: FormFile[],
  stem: string,
): FormData {
  const form = new FormData()
  for (const [key, value] of Object.entries(fields)) form.append(key, value)
  files.forEach((file, i) => {
    form.append(
      'images',
      new Blob([new Uint8Array(file.bytes)], { type: file.type ?? 'image/png' }),
      file.name ?? `${stem}-${i}.png`,
    )
  })
  return form
}
