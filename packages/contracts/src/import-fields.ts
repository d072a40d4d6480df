// No zod here: the web app imports this module directly (@inflow/contracts/import-fields) without bundling zod.

/**
 * Creator fields a CSV column can be mapped to (docs/decisions/0017), in the order the export writes them.
 * `required`: a row without it is rejected (country may come from the import's default country instead).
 */
export const CREATOR_IMPORT_FIELDS = [
  { field: 'name', label: 'Name', required: true },
  { field: 'handle', label: 'Handle', required: true },
  { field: 'channel_name', label: 'Channel / page name', required: false },
  { field: 'platform', label: 'Platform', required: true },
  { field: 'niche', label: 'Niche / category', required: true },
  { field: 'topics', label: 'Topics', required: false },
  { field: 'bio', label: 'Bio', required: false },
  { field: 'followers_count', label: 'Followers', required: true },
  { field: 'engagement_rate', label: 'Engagement rate (%)', required: true },
  { field: 'avg_views', label: 'Average views', required: false },
  { field: 'email', label: 'Email', required: false },
  { field: 'phone', label: 'Phone', required: false },
  { field: 'country', label: 'Country', required: true },
  { field: 'language', label: 'Language', required: false },
  { field: 'profile_image', label: 'Profile image URL', required: false },
  { field: 'typical_rate', label: 'Rate per post', required: false },
  { field: 'currency', label: 'Currency', required: false },
] as const;
export type TCreatorImportField = (typeof CREATOR_IMPORT_FIELDS)[number]['field'];
