import Nav from "react-bootstrap/Nav";

type ModePillsProps<T extends string> = {
  label: string;
  value: T;
  options: readonly { value: T; label: string }[];
  onChange: (value: T) => void;
};

/** Two or three ways to enter a calculator's input, as pills (the same look as the community tabs). */
export function ModePills<T extends string>({ label, value, options, onChange }: ModePillsProps<T>) {
  return (
    <Nav variant="pills" className="nav-fill mb-3" role="tablist" aria-label={label}>
      {options.map((option) => (
        <Nav.Item key={option.value}>
          <Nav.Link
            as="button"
            type="button"
            role="tab"
            aria-selected={option.value === value}
            active={option.value === value}
            onClick={() => onChange(option.value)}
          >
            {option.label}
          </Nav.Link>
        </Nav.Item>
      ))}
    </Nav>
  );
}
