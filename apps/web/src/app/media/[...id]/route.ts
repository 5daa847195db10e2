import { getMedia } from "@forecourt/db/repositories/media/get-media";
import { db } from "@/server/db";

type MediaContext = { params: Promise<{ id: string[] }> };

/** Stored images and files. Ids never change content, so responses are cached for a year. */
export async function GET(_request: Request, { params }: MediaContext) {
  const id = (await params).id.join("/");
  if (!/^[a-z0-9/_.-]{1,200}$/i.test(id) || id.includes("..")) {
    return Response.json({ error: "Not found" }, { status: 404 });
  }
  const file = await getMedia(await db(), id);
  if (!file) return Response.json({ error: "Not found" }, { status: 404 });
  return new Response(new Uint8Array(file.bytes), {
    headers: {
      "content-type": file.contentType,
      "content-length": String(file.bytes.length),
      "cache-control": "public, max-age=31536000, immutable",
      "x-content-type-options": "nosniff",
    },
  });
}
