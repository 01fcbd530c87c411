import {
  CompanyInfo,
  contract,
  DomainError,
  IMAGE_CONTENT_TYPES,
  type ImageKind,
  imageKindFromMime,
  issueOf,
  type UserProfile,
  type UserProfileUpdate,
  validateImage,
  validateImageDataUrl,
} from '@esgkit/core';
import type { Store } from '../store/db.ts';
import { newId } from '../store/ids.ts';
import { type ClientRow, findOwnedClient } from '../store/repositories/clients.ts';
import {
  findCompanyInfoJson,
  replaceImage,
  setClientImageId,
  upsertCompanyInfo,
} from '../store/repositories/customization.ts';
import type { ImageRow } from '../store/repositories/images.ts';
import { findUserById, type UserRow, updateUser } from '../store/repositories/users.ts';
import { toUserProfile } from './accounts.ts';

/** The content type an accepted image is stored and served with, by the kind its bytes are. */
const contentTypeOf = IMAGE_CONTENT_TYPES;

/** An image as stored: its kind by content, its canonical content type and its bytes in base64. */
export interface DecodedImage {
  kind: ImageKind;
  contentType: string;
  base64: string;
}

const wrongFormat = (): DomainError =>
  new DomainError('wrongImageFormat', { issues: [issueOf('wrongImageFormat', ['dataUrl'])] });

const BASE64 = /^[A-Za-z0-9+/]*={0,2}$/;

/**
 * Decodes a `data:` URL and checks the whole content, not only its head: PNG, JPG/JPEG or SVG by magic bytes or
 * opening tag, the same kind as the declared MIME type (spec doc 1 §5, doc 2 §5: otherwise wrongImageFormat). A
 * payload that is not valid base64 (or percent-encoding) is the same error: it cannot be an image.
 */
export const decodeImageDataUrl = (dataUrl: string): DecodedImage => {
  if (validateImageDataUrl(dataUrl).length > 0) throw wrongFormat();
  const comma = dataUrl.indexOf(',');
  const header = dataUrl.slice(5, comma);
  const [mimeType = '', ...flags] = header.split(';');
  const payload = dataUrl.slice(comma + 1);
  let bytes: Buffer;
  if (flags.includes('base64')) {
    const compact = payload.replace(/\s/g, '');
    if (compact.length === 0 || compact.length % 4 === 1 || !BASE64.test(compact)) throw wrongFormat();
    bytes = Buffer.from(compact, 'base64');
  } else {
    try {
      bytes = Buffer.from(decodeURIComponent(payload), 'utf8');
    } catch {
      throw wrongFormat();
    }
  }
  if (bytes.length === 0 || validateImage({ mimeType, bytes }).length > 0) throw wrongFormat();
  // validateImage agreed the declared type and the bytes are one accepted kind
  const kind = imageKindFromMime(mimeType) as ImageKind;
  return { kind, contentType: contentTypeOf[kind], base64: bytes.toString('base64') };
};

/** Where an uploaded image is served (the contract's profile.image path). */
export const imageUrlOf = (imageId: string): string =>
  contract['profile.image'].path.replace(':imageId', encodeURIComponent(imageId));

export interface MediaServiceOptions {
  store: Store;
  now: () => Date;
}

/**
 * Profile fields and image, the advisor's company information and logo, and clients' pictures. Images are stored in
 * the database as base64 with the content type their bytes proved, one per slot (a new upload replaces the old).
 */
export const createMediaService = (options: MediaServiceOptions) => {
  const { store, now } = options;
  const nowIso = () => now().toISOString();

  const storeImage = async (
    owner: UserRow,
    slot: { kind: 'profile' | 'logo' | 'client'; clientId: string | null },
    dataUrl: string,
    alsoInTransaction: (trx: Store['db'], imageId: string) => Promise<void>,
  ): Promise<string> => {
    const image = decodeImageDataUrl(dataUrl);
    const imageId = newId();
    await store.transaction(async (trx) => {
      await replaceImage(trx, {
        id: imageId,
        owner_id: owner.id,
        client_id: slot.clientId,
        kind: slot.kind,
        content_type: image.contentType,
        data_base64: image.base64,
        created_at: nowIso(),
      });
      await alsoInTransaction(trx, imageId);
    });
    return imageId;
  };

  const readCompany = async (user: UserRow): Promise<CompanyInfo> => {
    const json = await findCompanyInfoJson(store.db, user.id);
    const parsed = CompanyInfo.safeParse(json ? JSON.parse(json) : {});
    return { ...(parsed.success ? parsed.data : CompanyInfo.parse({})), id: user.id };
  };

  const profileExtra = (user: UserRow): Record<string, unknown> =>
    JSON.parse(user.profile_json) as Record<string, unknown>;

  return {
    /** Updates the profile fields; names and the first language also go to their columns (sign-in, mails). */
    async updateProfile(user: UserRow, patch: Omit<UserProfileUpdate, 'email'>): Promise<UserProfile> {
      const { firstName, lastName, ...rest } = patch;
      // read afresh: the same request may have set a pending e-mail (profile.update)
      const current = (await findUserById(store.db, user.id)) ?? user;
      const extra = { ...profileExtra(current), ...rest };
      const language = rest.userLanguage?.[0];
      await updateUser(store.db, user.id, {
        ...(firstName !== undefined ? { first_name: firstName.trim() } : {}),
        ...(lastName !== undefined ? { last_name: lastName.trim() } : {}),
        ...(language ? { locale: language } : {}),
        profile_json: JSON.stringify(extra),
        updated_at: nowIso(),
      });
      return toUserProfile((await findUserById(store.db, user.id))!);
    },

    /** Sets the profile image (doc 1 §5: a base64 data URL, PNG, JPG, JPEG or SVG); answers where it is served. */
    async setProfileImage(user: UserRow, dataUrl: string): Promise<{ imageUrl: string }> {
      let imageUrl = '';
      await storeImage(user, { kind: 'profile', clientId: null }, dataUrl, async (trx, imageId) => {
        imageUrl = imageUrlOf(imageId);
        await updateUser(trx, user.id, {
          profile_json: JSON.stringify({ ...profileExtra(user), imageUrl }),
          updated_at: nowIso(),
        });
      });
      return { imageUrl };
    },

    /** Sets a client's picture; answers the updated client row. */
    async setClientImage(owner: UserRow, client: ClientRow, dataUrl: string): Promise<ClientRow> {
      await storeImage(owner, { kind: 'client', clientId: client.id }, dataUrl, (trx, imageId) =>
        setClientImageId(trx, client.id, imageId, nowIso()),
      );
      return (await findOwnedClient(store.db, owner.id, client.id))!;
    },

    company: readCompany,

    /**
     * Saves the company information. The logo is not taken from the body: it only changes through setLogo, so it
     * always names an image this engine checked and serves (the PDF report draws it).
     */
    async saveCompany(user: UserRow, info: CompanyInfo): Promise<CompanyInfo> {
      const current = await readCompany(user);
      const { id: _id, ...fields } = info;
      await upsertCompanyInfo(store.db, user.id, JSON.stringify({ ...fields, logo: current.logo }), nowIso());
      return readCompany(user);
    },

    async setLogo(user: UserRow, dataUrl: string): Promise<CompanyInfo> {
      const current = await readCompany(user);
      await storeImage(user, { kind: 'logo', clientId: null }, dataUrl, async (trx, imageId) => {
        const { id: _id, ...fields } = current;
        await upsertCompanyInfo(
          trx,
          user.id,
          JSON.stringify({ ...fields, logo: imageUrlOf(imageId) }),
          nowIso(),
        );
      });
      return readCompany(user);
    },

    /**
     * An image as a file answer. An SVG is sent as an attachment besides the API's CSP (default-src 'none') and
     * nosniff, so opening its URL never runs a script it may carry; <img> still shows it.
     */
    serveImage(image: ImageRow): { bytes: Uint8Array; contentType: string; filename?: string } {
      const bytes = Buffer.from(image.data_base64, 'base64');
      return image.content_type === contentTypeOf.svg
        ? { bytes, contentType: image.content_type, filename: `${image.id}.svg` }
        : { bytes, contentType: image.content_type };
    },
  };
};

export type MediaService = ReturnType<typeof createMediaService>;
