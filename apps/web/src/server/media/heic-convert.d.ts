declare module "heic-convert" {
  /** Decodes the first image of a HEIC/HEIF file and encodes it as JPEG or PNG. */
  export default function convert(options: {
    buffer: Uint8Array;
    format: "JPEG" | "PNG";
    quality?: number;
  }): Promise<ArrayBuffer>;
}
