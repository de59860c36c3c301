import type { ColorRole, SiteColor } from '../../../../document/types';
import { fr } from '../../../../i18n/fr';

/** A colour's name as a person reads it: a role's French name, or the name it was given. */
export function colorName(color: SiteColor): string {
  return color.name ?? fr.siteStyles.roles[color.id as ColorRole] ?? color.id;
}
