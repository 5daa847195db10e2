"use client";
import { useState } from "react";
import { EditorContent, useEditor, useEditorState, type Editor } from "@tiptap/react";
import StarterKit from "@tiptap/starter-kit";
import Image from "@tiptap/extension-image";
import { Textarea } from "@/components/ui/input";
import { Select } from "@/components/ui/input";

/** An image of the site's media library the editor may insert. */
export type LibraryImage = { url: string; altText: string; fileName: string };

const TOOL =
  "rounded border border-slate-300 bg-white px-2 py-1 text-sm font-medium text-slate-900 hover:bg-slate-100 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-blue-700 aria-pressed:bg-slate-800 aria-pressed:text-white";

/**
 * The studio's rich-text editor (Tiptap): headings, emphasis, lists, quotes, links and images
 * from the media library, its HTML in a hidden field named `name`. What it sends is cleaned by
 * the server's sanitiser like the API's, so the editor allows nothing the site would not keep.
 * Before its script runs (or without it) the field is a plain text area of the HTML.
 */
export function RichTextEditor({
  id,
  name,
  labelId,
  describedBy,
  initialHtml,
  images,
}: {
  id: string;
  name: string;
  labelId: string;
  describedBy: string | undefined;
  initialHtml: string;
  images: readonly LibraryImage[];
}) {
  const [html, setHtml] = useState(initialHtml);
  const editor = useEditor({
    ...editorSetup({ id, labelId, describedBy, initialHtml }),
    onUpdate: ({ editor: current }) => setHtml(current.getHTML()),
  });
  if (!editor) {
    return (
      <Textarea
        id={id}
        name={name}
        rows={10}
        defaultValue={initialHtml}
        aria-labelledby={labelId}
        aria-describedby={describedBy}
      />
    );
  }
  return (
    <div>
      <Toolbar editor={editor} images={images} />
      <EditorContent editor={editor} />
      <input type="hidden" name={name} value={html} />
    </div>
  );
}

/** The editor's marks and nodes, its starting HTML and its editable area's name and look. */
function editorSetup({
  id,
  labelId,
  describedBy,
  initialHtml,
}: {
  id: string;
  labelId: string;
  describedBy: string | undefined;
  initialHtml: string;
}) {
  return {
    extensions: [
      StarterKit.configure({
        heading: { levels: [2, 3, 4] },
        code: false,
        codeBlock: false,
        link: { openOnClick: false, autolink: true, protocols: ["mailto", "tel"] },
      }),
      Image,
    ],
    content: initialHtml,
    immediatelyRender: false,
    editorProps: {
      attributes: {
        id,
        role: "textbox",
        "aria-multiline": "true",
        "aria-labelledby": labelId,
        ...(describedBy ? { "aria-describedby": describedBy } : {}),
        class:
          "prose-content min-h-48 space-y-4 rounded-b border border-slate-400 bg-white p-3 focus-visible:outline-2 focus-visible:outline-blue-700",
      },
    },
  };
}

function Toolbar({ editor, images }: { editor: Editor; images: readonly LibraryImage[] }) {
  const active = useEditorState({
    editor,
    selector: ({ editor: current }) => ({
      bold: current.isActive("bold"),
      italic: current.isActive("italic"),
      h2: current.isActive("heading", { level: 2 }),
      h3: current.isActive("heading", { level: 3 }),
      bullets: current.isActive("bulletList"),
      numbers: current.isActive("orderedList"),
      quote: current.isActive("blockquote"),
      link: current.isActive("link"),
    }),
  });
  const chain = () => editor.chain().focus();
  const toggle = (label: string, pressed: boolean, run: () => void) => (
    <button type="button" className={TOOL} aria-pressed={pressed} onClick={run}>
      {label}
    </button>
  );
  const setLink = () => {
    const previous = (editor.getAttributes("link").href as string | undefined) ?? "";
    const href = window.prompt("Link address (https://..., /path, mailto: or tel:)", previous);
    if (href === null) return;
    if (href.trim() === "") chain().extendMarkRange("link").unsetLink().run();
    else chain().extendMarkRange("link").setLink({ href: href.trim() }).run();
  };
  return (
    <div
      role="toolbar"
      aria-label="Formatting"
      className="flex flex-wrap items-center gap-1 rounded-t border border-b-0 border-slate-400 bg-slate-50 p-1"
    >
      {toggle("Bold", active.bold, () => chain().toggleBold().run())}
      {toggle("Italic", active.italic, () => chain().toggleItalic().run())}
      {toggle("Heading", active.h2, () => chain().toggleHeading({ level: 2 }).run())}
      {toggle("Subheading", active.h3, () => chain().toggleHeading({ level: 3 }).run())}
      {toggle("Bullets", active.bullets, () => chain().toggleBulletList().run())}
      {toggle("Numbers", active.numbers, () => chain().toggleOrderedList().run())}
      {toggle("Quote", active.quote, () => chain().toggleBlockquote().run())}
      {toggle("Link", active.link, setLink)}
      {images.length > 0 ? <ImageInsert editor={editor} images={images} /> : null}
    </div>
  );
}

/** An image of the media library, chosen by its description, put in where the cursor is. */
function ImageInsert({ editor, images }: { editor: Editor; images: readonly LibraryImage[] }) {
  const [imageUrl, setImageUrl] = useState(images[0]?.url ?? "");
  const insertImage = () => {
    const image = images.find((file) => file.url === imageUrl);
    if (image) editor.chain().focus().setImage({ src: image.url, alt: image.altText }).run();
  };
  return (
    <span className="flex flex-wrap items-center gap-1">
      <label htmlFor="editor-image" className="sr-only">
        Image from the media library
      </label>
      <Select
        id="editor-image"
        size="sm"
        value={imageUrl}
        onChange={(event) => setImageUrl(event.target.value)}
      >
        {images.map((image) => (
          <option key={image.url} value={image.url}>
            {image.altText || image.fileName}
          </option>
        ))}
      </Select>
      <button type="button" className={TOOL} onClick={insertImage}>
        Insert image
      </button>
    </span>
  );
}
