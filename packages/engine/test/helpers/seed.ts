import type { PlanName } from '@esgkit/core';
import type { Engine } from '../../src/index.ts';
import {
  hashToken,
  insertClient,
  insertImage,
  insertPortfolio,
  insertTemplate,
  newId,
  newSecret,
  replaceShareLink,
} from '../../src/store/index.ts';

export const TEST_PASSWORD = 'Sample-Passw0rd';

/** A confirmed user with a session, their own client (with portfolio and image), lookup portfolio, template and API key. */
export interface SeededActor {
  userId: string;
  email: string;
  token: string;
  ids: {
    clientId: string;
    portfolioId: string;
    lookupPortfolioId: string;
    templateId: string;
    keyId: string;
    imageId: string;
  };
}

export const seedActor = async (
  engine: Engine,
  options: {
    label: string;
    plan: PlanName;
    capability?: number;
    accessLevel?: number;
    demoPortfolio?: boolean;
  },
): Promise<SeededActor> => {
  const email = `${options.label}-${newId().slice(0, 6)}@example.com`.toLowerCase();
  const user = await engine.accounts.createUser({
    email,
    password: TEST_PASSWORD,
    firstName: options.label,
    lastName: 'Tester',
    plan: options.plan,
    isConfirmed: true,
    ...(options.capability === undefined ? {} : { capability: options.capability }),
    ...(options.accessLevel === undefined ? {} : { accessLevel: options.accessLevel }),
  });
  const session = await engine.accounts.login(email, TEST_PASSWORD);
  const at = new Date().toISOString();
  const clientId = newId();
  const portfolioId = newId();
  const lookupPortfolioId = newId();
  const templateId = newId();
  const imageId = newId();
  const portfolioRow = (id: string, clientRef: string | null, isDemo: boolean) => ({
    id,
    owner_id: user.id,
    client_id: clientRef,
    kind: clientRef ? 'client' : 'lookup',
    name: clientRef ? 'Client portfolio' : 'Lookup',
    investment_day: '2019-09-10',
    investment_amount: 100_000,
    currency: 'EUR',
    cash: 0,
    is_demo: isDemo ? 1 : 0,
    data_json: '{}',
    pai_calculated_at: null,
    created_at: at,
    updated_at: at,
  });
  await engine.store.transaction(async (trx) => {
    await insertClient(trx, {
      id: clientId,
      owner_id: user.id,
      first_name: 'Client',
      last_name: options.label,
      data_json: '{}',
      image_id: imageId,
      is_demo: options.demoPortfolio ? 1 : 0,
      created_at: at,
      updated_at: at,
    });
    await insertImage(trx, {
      id: imageId,
      owner_id: user.id,
      client_id: clientId,
      kind: 'client',
      content_type: 'image/png',
      data_base64: 'iVBORw0KGgo=',
      created_at: at,
    });
    await insertPortfolio(trx, portfolioRow(portfolioId, clientId, options.demoPortfolio ?? false), [
      { id: newId(), portfolio_id: portfolioId, is_benchmark: 0, position: 0, security: 'URTH', weight: 100 },
    ]);
    await insertPortfolio(trx, portfolioRow(lookupPortfolioId, null, false), [
      {
        id: newId(),
        portfolio_id: lookupPortfolioId,
        is_benchmark: 0,
        position: 0,
        security: 'URTH',
        weight: 100,
      },
    ]);
    await insertTemplate(trx, {
      id: templateId,
      owner_id: user.id,
      kind: 'fund',
      name: 'Template',
      data_json: '{}',
      created_at: at,
      updated_at: at,
    });
  });
  const key = await engine.apiKeys.create(user.id, { name: `${options.label} key`, scope: 'read-write' });
  return {
    userId: user.id,
    email,
    token: session.token,
    ids: { clientId, portfolioId, lookupPortfolioId, templateId, keyId: key.id, imageId },
  };
};

/** A share link for the actor's client; answers the plain token (only its hash is stored). */
export const seedShareLink = async (
  engine: Engine,
  actor: SeededActor,
  options: { expiresAt?: string | null; clientId?: string } = {},
): Promise<string> => {
  const token = newSecret(32);
  await engine.store.transaction((trx) =>
    replaceShareLink(trx, {
      id: newId(),
      owner_id: actor.userId,
      client_id: options.clientId ?? actor.ids.clientId,
      token_hash: hashToken(token),
      created_at: new Date().toISOString(),
      expires_at: options.expiresAt ?? null,
    }),
  );
  return token;
};
