import { Container } from "../ui/section.tsx";

/** The frame of a page whose main content is a form: heading, intro, the form, an aside. */
export function FormPage({
  title,
  intro,
  children,
  aside,
}: {
  title: string;
  intro?: React.ReactNode;
  children: React.ReactNode;
  aside?: React.ReactNode;
}) {
  return (
    <Container width="form" className="grid gap-8 py-10 lg:grid-cols-[2fr_1fr]">
      <div>
        <h1 className="text-3xl font-bold">{title}</h1>
        {intro ? <div className="mt-2 text-slate-700">{intro}</div> : null}
        <div className="mt-6 max-w-2xl">{children}</div>
      </div>
      {aside ? <aside className="grid content-start gap-4">{aside}</aside> : null}
    </Container>
  );
}
