import type { FieldControlProps } from "@/components/ui/field";
import { Select } from "@/components/ui/input";
import type { LibraryImage } from "./rich-text-editor.tsx";

/**
 * An image chosen from the site's media library by its description: none, the library's images,
 * and the stored address when it is not one of them (an https image set through the API).
 */
export function LibraryImageSelect({
  control,
  name,
  value,
  images,
  noneLabel = "No image",
}: {
  control: FieldControlProps;
  name: string;
  value: string;
  images: readonly LibraryImage[];
  noneLabel?: string;
}) {
  return (
    <Select {...control} name={name} defaultValue={value}>
      <option value="">{noneLabel}</option>
      {value && !images.some((image) => image.url === value) ? (
        <option value={value}>{value}</option>
      ) : null}
      {images.map((image) => (
        <option key={image.url} value={image.url}>
          {image.altText || image.fileName}
        </option>
      ))}
    </Select>
  );
}
