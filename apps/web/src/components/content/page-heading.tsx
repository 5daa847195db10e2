import { Container } from "../ui/section.tsx";

type PageHeadingProps = { title: string; intro?: string | undefined; children?: React.ReactNode };

export function PageHeading({ title, intro, children }: PageHeadingProps) {
  return (
    <div className="bg-slate-100">
      <Container className="py-10">
        <h1 className="text-3xl font-bold sm:text-4xl">{title}</h1>
        {intro ? <p className="mt-3 max-w-3xl text-lg text-slate-700">{intro}</p> : null}
        {children}
      </Container>
    </div>
  );
}
