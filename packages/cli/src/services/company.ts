import { basename } from 'node:path';
import {
  type CompanyInfo,
  checkBrandContrast,
  formatNumber,
  IMAGE_CONTENT_TYPES,
  imageKindFromFileName,
} from '@esgkit/core';
import { ExitCode, UsageError } from '../errors.ts';
import { readUserFile } from '../io/user-file.ts';
import type { Runtime } from '../runtime.ts';
import { withConnection } from './session.ts';

/** The flags of `esgkit company set`, each the CompanyInfo field it sets. */
const FLAG_FIELDS = {
  name: 'legalName',
  address: 'addressLine1',
  address2: 'addressLine2',
  city: 'city',
  state: 'state',
  zip: 'zipCode',
  email: 'email',
  phone: 'phone',
  website: 'website',
  facebook: 'facebookUrl',
  instagram: 'instagramUrl',
  linkedin: 'linkedinUrl',
  twitter: 'twitterUrl',
  color: 'color',
} as const satisfies Record<string, keyof CompanyInfo>;

export type CompanySetOptions = { [K in keyof typeof FLAG_FIELDS]?: string | undefined } & {
  logo?: string | undefined;
};

/** The contrast of white text on the colour, and the nearest compliant shade when it is below 4.5:1. */
const contrastLine = (runtime: Runtime, color: string): string => {
  const check = checkBrandContrast(color);
  const ratio = formatNumber(check.ratio, runtime.locale, { decimals: 2 });
  return runtime.describe(check.compliant ? 'company.contrastOk' : 'company.contrastLow', {
    color,
    ratio,
    suggestion: check.suggestion,
  });
};

const printCompany = (runtime: Runtime, info: CompanyInfo): void => {
  const d = runtime.describe;
  const fields = Object.values(FLAG_FIELDS).map(
    (field) => [d(`company.fields.${field}`), info[field]] as const,
  );
  fields.push([d('company.fields.logo'), info.logo ?? '']);
  const width = Math.max(...fields.map(([label]) => label.length));
  for (const [label, value] of fields)
    runtime.write(`${`${label}:`.padEnd(width + 2)}${value || d('company.notSet')}\n`);
};

export const showCompany = (runtime: Runtime, options: { json: boolean }): Promise<ExitCode> =>
  withConnection(runtime, async ({ client }) => {
    const { data } = await client.call('company.get', { signal: runtime.signal });
    if (options.json) {
      runtime.write(`${JSON.stringify(data, null, 2)}\n`); // company.get's data as is (docs/cli-json-schema.json)
      return ExitCode.ok;
    }
    printCompany(runtime, data);
    runtime.note(contrastLine(runtime, data.color));
    return ExitCode.ok;
  });

/** A logo file as the data URL company.setLogo takes; the engine checks its content (PNG, JPEG or inert SVG). */
const logoDataUrl = async (runtime: Runtime, file: string): Promise<string> => {
  const kind = imageKindFromFileName(basename(file));
  if (!kind) throw new UsageError(`--logo: ${runtime.describe('messages.wrongImageFormat')}`);
  const bytes = await readUserFile(file, runtime.describe);
  return `data:${IMAGE_CONTENT_TYPES[kind]};base64,${bytes.toString('base64')}`;
};

export const setCompany = async (runtime: Runtime, options: CompanySetOptions): Promise<ExitCode> => {
  // read first: a missing logo changes nothing, not even the flags given beside it
  const dataUrl = options.logo ? await logoDataUrl(runtime, options.logo) : null;
  return withConnection(runtime, async ({ client }) => {
    const { data: current } = await client.call('company.get', { signal: runtime.signal });
    const changes: Partial<CompanyInfo> = {};
    for (const [flag, field] of Object.entries(FLAG_FIELDS))
      if (options[flag as keyof typeof FLAG_FIELDS] !== undefined)
        changes[field] = options[flag as keyof typeof FLAG_FIELDS] as string;
    let saved = current;
    if (Object.keys(changes).length > 0) {
      ({ data: saved } = await client.call('company.save', {
        body: { ...current, ...changes },
        signal: runtime.signal,
      }));
      runtime.note(runtime.describe('company.saved'));
    }
    if (dataUrl) {
      ({ data: saved } = await client.call('company.setLogo', { body: { dataUrl }, signal: runtime.signal }));
      runtime.note(runtime.describe('company.logoSaved'));
    }
    if (changes.color !== undefined) runtime.note(contrastLine(runtime, saved.color));
    return ExitCode.ok;
  });
};
