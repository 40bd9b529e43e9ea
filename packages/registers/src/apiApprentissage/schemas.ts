/**
 * The API Apprentissage's answers, as its documentation describes them, written as this project's
 * own (DESIGN.md §5): its SDK (`api-alternance-sdk`) needs Node 22, and we need a few fields only.
 * Source: mission-apprentissage/api-apprentissage, `sdk/src/models/` and `sdk/src/routes/` at
 * commit 1c87399 (19 August 2026):
 * - `certification/certification.model.ts` (`zCertification`), the answer of `GET /certification/v1`;
 * - `organisme/organisme.model.ts` (`zOrganisme`), in `GET /organisme/v1/export`'s pages;
 * - `routes/organisme/organisme.routes.ts` (`zRechercheOrganismeResponse`), `GET /organisme/v1/recherche`;
 * - `errors/errors.model.ts` (`ZResError`), every error's body.
 *
 * Only the parts the check reads are described, each as documented (nullable where the model says
 * so); `z.object` ignores the other fields, so a field the API adds or a part we do not read
 * (domains, ROME codes, collective agreements, addresses) never fails the check.
 */
import { z } from 'zod';

/** `zParisLocalDate`: an ISO date-time with its offset (the API writes Europe/Paris time) or a plain date. */
const parisLocalDate = z.union([z.iso.datetime({ offset: true }), z.iso.date()]);
const nullableDate = parisLocalDate.nullable();

/** `RNCP_REGEX` of certification.primitives.ts. */
export const RNCP_CODE = /^RNCP\d{3,5}$/;
/** `zSiret`'s output and `zUai`'s (organismes.primitives.ts). */
const siret = z.string().regex(/^\d{14}$/);
const uai = z.string().regex(/^\d{7}[A-Z]$/);

/** `zCertification`, the parts read: identity, title and level, validity, skill blocks, type (certifiers, access routes), continuity. */
export const certificationSchema = z.object({
  identifiant: z.object({
    cfd: z.string().nullable(),
    rncp: z.string().regex(RNCP_CODE).nullable(),
    rncp_anterieur_2019: z.boolean().nullable(),
  }),
  intitule: z.object({
    niveau: z.object({
      rncp: z.object({ europeen: z.enum(['1', '2', '3', '4', '5', '6', '7', '8']).nullable() }).nullable(),
    }),
    rncp: z.string().nullable(),
  }),
  periode_validite: z.object({
    debut: nullableDate,
    fin: nullableDate,
    rncp: z
      .object({
        actif: z.boolean(),
        activation: nullableDate,
        debut_parcours: nullableDate,
        fin_enregistrement: nullableDate,
      })
      .nullable(),
  }),
  blocs_competences: z.object({
    rncp: z.array(z.object({ code: z.string().regex(/^(RNCP\d{3,5}BC)?\d{1,2}$/), intitule: z.string().nullable() })).nullable(),
  }),
  type: z.object({
    enregistrement_rncp: z.enum(['Enregistrement de droit', 'Enregistrement sur demande']).nullable(),
    voie_acces: z.object({
      rncp: z
        .object({
          apprentissage: z.boolean(),
          experience: z.boolean(),
          candidature_individuelle: z.boolean(),
          contrat_professionnalisation: z.boolean(),
          formation_continue: z.boolean(),
          formation_statut_eleve: z.boolean(),
        })
        .nullable(),
    }),
    certificateurs_rncp: z.array(z.object({ siret: z.string(), nom: z.string() })).nullable(),
  }),
  continuite: z.object({
    rncp: z
      .array(
        z.object({
          activation: nullableDate,
          fin_enregistrement: nullableDate,
          code: z.string().regex(RNCP_CODE),
          courant: z.boolean(),
          actif: z.boolean(),
        }),
      )
      .nullable(),
  }),
});
export type Certification = z.infer<typeof certificationSchema>;

/** `GET /certification/v1`'s answer: every certification matching the filter (one per CFD–RNCP pair). */
export const certificationsSchema = z.array(certificationSchema);

/** One result of `GET /organisme/v1/recherche` (`zRechercheOrganismeResultat`). */
const organismeSearchResult = z.object({
  status: z.object({ ouvert: z.boolean(), declaration_catalogue: z.boolean(), validation_uai: z.boolean() }),
  correspondances: z.object({
    uai: z.object({ lui_meme: z.boolean(), son_lieu: z.boolean() }).nullable(),
    siret: z.object({ son_formateur: z.boolean(), son_responsable: z.boolean(), lui_meme: z.boolean() }).nullable(),
  }),
  organisme: z.object({ identifiant: z.object({ uai: uai.nullable(), siret }) }),
});
export type OrganismeSearchResult = z.infer<typeof organismeSearchResult>;

/** `zRechercheOrganismeResponse`: what the register knows of the SIRET and UAI asked, its best match and the candidates. */
export const organismeSearchSchema = z.object({
  metadata: z.object({
    uai: z.object({ status: z.enum(['inconnu', 'ok']) }).nullable(),
    siret: z.object({ status: z.enum(['inconnu', 'fermé', 'ok']) }).nullable(),
  }),
  resultat: organismeSearchResult.nullable(),
  candidats: z.array(organismeSearchResult),
});
export type OrganismeSearch = z.infer<typeof organismeSearchSchema>;

/** `zOrganisme`, the parts read: identity, the establishment's state, the legal unit, Qualiopi and the NDA, the register's status. */
export const organismeSchema = z.object({
  identifiant: z.object({ uai: uai.nullable(), siret }),
  etablissement: z.object({ siret, ouvert: z.boolean(), fermeture: nullableDate }),
  unite_legale: z.object({ siren: z.string(), actif: z.boolean(), raison_sociale: z.string() }),
  renseignements_specifiques: z.object({ qualiopi: z.boolean(), numero_activite: z.string().nullable() }),
  statut: z.object({ referentiel: z.enum(['présent', 'supprimé']) }),
});
export type Organisme = z.infer<typeof organismeSchema>;

/** One page of `GET /organisme/v1/export` (`zPaginationInfo`: `page_size` at most 1 000). */
export const organismeExportPageSchema = z.object({
  data: z.array(organismeSchema),
  pagination: z.object({ page_count: z.int().min(0), page_size: z.int().min(1).max(1000), page_index: z.int().min(0) }),
});
export type OrganismeExportPage = z.infer<typeof organismeExportPageSchema>;

/** `ZResError`: every error the API answers (Boom's shape: « statusCode », « name », « message »). */
export const errorBodySchema = z.object({
  statusCode: z.number(),
  name: z.string(),
  message: z.string(),
  data: z.unknown().optional(),
  code: z.string().nullish(),
});
export type ErrorBody = z.infer<typeof errorBodySchema>;
