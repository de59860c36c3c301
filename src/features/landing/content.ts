import type { SvgIconComponent } from '@mui/icons-material';
import AutoAwesomeIcon from '@mui/icons-material/AutoAwesome';
import CodeIcon from '@mui/icons-material/Code';
import DashboardCustomizeIcon from '@mui/icons-material/DashboardCustomize';
import OpenWithIcon from '@mui/icons-material/OpenWith';
import { formatDecimal1, formatInteger, formatPercent1 } from '../../common/numberFormat';
import { fr } from '../../i18n/fr';

/** The landing page's hard-coded items (spec section 3, « Landing items »). */
export interface FeatureItem {
  icon: SvgIconComponent;
  title: string;
  description: string;
}

export interface TestimonialItem {
  name: string;
  role: string;
  content: string;
  rating: number;
}

export interface StatItem {
  value: string;
  label: string;
}

const featureIcons = [OpenWithIcon, DashboardCustomizeIcon, AutoAwesomeIcon, CodeIcon];

export const features: FeatureItem[] = fr.landing.features.map((feature, index) => ({
  icon: featureIcons[index],
  ...feature,
}));

export const testimonials: TestimonialItem[] = fr.landing.testimonials.map((t) => ({
  ...t,
  rating: 5,
}));

/**
 * The marketing claims of spec section 9, written the French way. Formatted when the landing page
 * draws them, not when this module loads: every screen loads it (the router's first chunk), and a
 * first number format is a costly call (common/numberFormat.ts).
 */
export const stats = (): StatItem[] => [
  { value: `${formatInteger(900)}+`, label: fr.landing.stats.templates },
  { value: `${formatInteger(50_000)}+`, label: fr.landing.stats.users },
  { value: formatPercent1(0.999), label: fr.landing.stats.availability },
  { value: `${formatDecimal1(4.9)}/5`, label: fr.landing.stats.rating },
];
