/** The search state as hidden inputs, so a plain GET form keeps what it does not itself change. */
export function HiddenState({ entries }: { entries: [string, string][] }) {
  return (
    <>
      {entries.map(([name, value], index) => (
        <input key={`${name}-${index}`} type="hidden" name={name} value={value} />
      ))}
    </>
  );
}
