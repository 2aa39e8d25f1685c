/** A row of toggle buttons, one per choice, the chosen one filled. */
export function Pills<T extends number>({
  label,
  choices,
  value,
  onChange,
  name,
}: {
  label: string;
  choices: readonly T[];
  value: T;
  onChange: (value: T) => void;
  name: (value: T) => string;
}) {
  return (
    <div className="btn-group w-100 mb-2" role="group" aria-label={label}>
      {choices.map((choice) => (
        <button
          key={choice}
          type="button"
          className={`btn btn-sm py-2 ${choice === value ? "btn-primary" : "btn-outline-primary"}`}
          aria-pressed={choice === value}
          onClick={() => onChange(choice)}
        >
          {name(choice)}
        </button>
      ))}
    </div>
  );
}
