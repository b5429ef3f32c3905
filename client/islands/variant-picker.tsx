import type { Product } from '../../domain/types';

interface VariantPickerProps {
  product: Product;
  selectedId: string;
  onSelect: (variantId: string) => void;
  /** Keeps radio names unique when two pickers share a page. */
  idPrefix: string;
}

/** One radio group per option (Concentrație, Volum…); picks the variant matching the chosen values. */
export function VariantPicker({ product, selectedId, onSelect, idPrefix }: VariantPickerProps) {
  if (!product.options.length || product.variants.length < 2) return null;
  const selected = product.variants.find((v) => v.id === selectedId) ?? product.variants[0];
  const chosen = new Map(selected?.selectedOptions.map((o) => [o.name, o.value]));

  const choose = (name: string, value: string) => {
    const wanted = new Map(chosen).set(name, value);
    const match =
      product.variants.find((v) => v.selectedOptions.every((o) => wanted.get(o.name) === o.value)) ??
      product.variants.find((v) => v.selectedOptions.some((o) => o.name === name && o.value === value));
    if (match) onSelect(match.id);
  };

  return (
    <div className="space-y-3">
      {product.options.map((option) => (
        <fieldset key={option.name}>
          <legend className="mb-2 text-sm font-semibold text-ink-700">{option.name}</legend>
          <div className="flex flex-wrap gap-2">
            {option.values.map((value) => {
              const id = `${idPrefix}-${option.name}-${value}`.replace(/[^a-zA-Z0-9-]/g, '_');
              const soldOut = !product.variants.some(
                (v) => v.availableForSale && v.selectedOptions.some((o) => o.name === option.name && o.value === value),
              );
              return (
                <label
                  key={value}
                  htmlFor={id}
                  className="cursor-pointer rounded-full border-2 border-cream-200 bg-white px-4 py-2 text-sm font-medium has-checked:border-forest-700 has-checked:bg-forest-50 has-focus-visible:outline-3 has-focus-visible:outline-pumpkin-600"
                >
                  <input
                    id={id}
                    type="radio"
                    className="sr-only"
                    name={`${idPrefix}-${option.name}`}
                    value={value}
                    checked={chosen.get(option.name) === value}
                    onChange={() => choose(option.name, value)}
                  />
                  {value}
                  {soldOut && <span className="text-ink-600"> (epuizat)</span>}
                </label>
              );
            })}
          </div>
        </fieldset>
      ))}
    </div>
  );
}
