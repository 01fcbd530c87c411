import {
  type Issue,
  issueOf,
  issuesFromZod,
  type ScoringFileFormat,
  type ScoringProfile,
  ScoringWeights,
  validateScoringWeights,
} from '@esgkit/core';
import { isMap, LineCounter, parseDocument, stringify } from 'yaml';

// The scoring profile as a file a firm keeps in version control (issue 28): YAML or JSON, one shape,
//   version: 3            # informative: the version exported; an import is saved as the next one
//   weights: { environmental: 30, social: 20, governance: 20, impact: 20, products: 10 }
// JSON is YAML, so one parser reads both and every issue names the line of the field it is about.

/** The profile as YAML or JSON text. */
export const scoringFileText = (profile: ScoringProfile, format: ScoringFileFormat): string => {
  const file = { version: profile.version, weights: profile.weights };
  return format === 'json' ? `${JSON.stringify(file, null, 2)}\n` : stringify(file);
};

export type ParsedScoringFile = { ok: true; weights: ScoringWeights } | { ok: false; issues: Issue[] };

/** Reads a weights file; issues carry `line` (1-based) in their params where the file has one for them. */
export const parseScoringFile = (text: string): ParsedScoringFile => {
  const lines = new LineCounter();
  const doc = parseDocument(text, { lineCounter: lines, prettyErrors: false });
  if (doc.errors.length > 0) {
    const e = doc.errors[0]!;
    const line = lines.linePos(e.pos[0]).line;
    return { ok: false, issues: [issueOf('invalidScoringFile', [], { params: { reason: e.code, line } })] };
  }
  if (!isMap(doc.contents) || !doc.has('weights'))
    return { ok: false, issues: [issueOf('fieldRequired', ['weights'], { params: { line: 1 } })] };
  /** The line of the node at `path`, else of its nearest parent that is in the file. */
  const lineOf = (path: Issue['path']): number => {
    for (let n = path.length; n > 0; n--) {
      const node = doc.getIn(path.slice(0, n), true) as { range?: [number, number, number] } | undefined;
      if (node?.range) return lines.linePos(node.range[0]).line;
    }
    return 1;
  };
  const withLine = (i: Issue): Issue => ({ ...i, params: { ...i.params, line: lineOf(i.path) } });
  const result = ScoringWeights.safeParse(doc.toJS().weights);
  if (!result.success) return { ok: false, issues: issuesFromZod(result, ['weights']).map(withLine) };
  const issues = validateScoringWeights(result.data).map((i) =>
    withLine({ ...i, path: ['weights', ...i.path] }),
  );
  return issues.length > 0 ? { ok: false, issues } : { ok: true, weights: result.data };
};
