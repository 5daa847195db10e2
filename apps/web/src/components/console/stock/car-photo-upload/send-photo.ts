/** How one photo's send ended: added, or refused with the server's words. */
export type PhotoSendResult = { ok: true } | { ok: false; message: string };

const SEND_FAILED = "The photo did not arrive (the connection dropped). Try it again.";

/** The server's sentence for a refused photo (a 4xx): its failure, its field error or its error. */
function refusalOf(body: unknown): string | null {
  if (typeof body !== "object" || body === null) return null;
  const answer = body as {
    failures?: { message?: string }[];
    errors?: Record<string, string>;
    error?: string;
  };
  return answer.failures?.[0]?.message ?? answer.errors?.photo ?? answer.error ?? null;
}

/**
 * Sends one photo to the car's photos endpoint (multipart `photo`), reporting the share sent as
 * it goes (XMLHttpRequest: fetch gives no upload progress).
 */
export function sendPhoto(
  url: string,
  file: File,
  onProgress: (percent: number) => void,
): Promise<PhotoSendResult> {
  return new Promise((resolve) => {
    const request = new XMLHttpRequest();
    request.open("POST", url);
    request.responseType = "json";
    request.upload.onprogress = (event) => {
      if (event.lengthComputable) onProgress(Math.round((event.loaded / event.total) * 100));
    };
    request.onload = () => {
      const isAdded = request.status >= 200 && request.status < 300;
      resolve(
        isAdded ? { ok: true } : { ok: false, message: refusalOf(request.response) ?? SEND_FAILED },
      );
    };
    request.onerror = () => resolve({ ok: false, message: SEND_FAILED });
    const form = new FormData();
    form.append("photo", file);
    request.send(form);
  });
}
