import { sdgs } from '@esgkit/core';
import { SimpleGrid, Text, UnstyledButton } from '@mantine/core';
import { IconCheck } from '@tabler/icons-react';
import { useLocale } from '../../app/locale.tsx';

/**
 * The 17 SDGs as tiles in the UN's colours (core's SDG catalogue: number, colour, name in both languages), the
 * goal's icon being its numbered tile; a tile is a toggle button (aria-pressed). docs/decisions.md, part 8.
 */
export const SdgPicker = ({
  value,
  onChange,
  invalid,
}: {
  value: readonly number[];
  onChange: (value: number[]) => void;
  invalid?: boolean;
}) => {
  const { locale } = useLocale();
  const toggle = (n: number) => onChange(value.includes(n) ? value.filter((v) => v !== n) : [...value, n]);
  return (
    <SimpleGrid
      cols={{ base: 3, xs: 4, md: 6 }}
      spacing={6}
      verticalSpacing={6}
      data-testid="sdg-picker"
      aria-invalid={invalid || undefined}
    >
      {sdgs.map((sdg) => {
        const picked = value.includes(sdg.number);
        return (
          <UnstyledButton
            key={sdg.number}
            type="button"
            aria-pressed={picked}
            aria-label={`${sdg.number}. ${sdg.name[locale]}`}
            data-testid={`sdg-${sdg.number}`}
            onClick={() => toggle(sdg.number)}
            style={{
              background: sdg.color,
              color: '#fff',
              borderRadius: 6,
              padding: '6px 8px',
              minHeight: 76,
              position: 'relative',
              // a picked goal keeps its colour; the others fade so the choice reads at a glance
              opacity: picked || value.length === 0 ? 1 : 0.55,
              outline: picked ? '3px solid var(--mantine-color-text)' : undefined,
              outlineOffset: 1,
            }}
          >
            <Text fw={800} fz={22} lh={1} aria-hidden>
              {sdg.number}
            </Text>
            {/* long names ("Industry, Innovation and Infrastructure") break inside a word on a phone's narrow tile */}
            <Text
              fz={{ base: 10, sm: 11 }}
              fw={600}
              lh={1.2}
              mt={4}
              tt="uppercase"
              aria-hidden
              style={{ overflowWrap: 'anywhere', hyphens: 'auto' }}
            >
              {sdg.name[locale]}
            </Text>
            {picked ? (
              <IconCheck size={16} style={{ position: 'absolute', top: 6, right: 6 }} aria-hidden />
            ) : null}
          </UnstyledButton>
        );
      })}
    </SimpleGrid>
  );
};
