import type { LucideProps } from 'lucide-react';
import { ICON_DATA, type IconData } from './icon-data';
import { FLIP_IN_RTL_CLASS } from './icon-direction';
import { lucideSymbolHref } from './lucide-sprite';
import { createElement, type ReactElement, type ReactNode } from 'react';

/**
 * Lucide's icons for server components. lucide-react 1.x draws every icon through one client
 * component (its `Icon` reads a React context), so each icon a server component rendered became
 * a client component: its paths travelled in the page's payload and it was hydrated on load,
 * 41 of them on the home page (see docs/performance.md). Even unrendered, importing lucide-react
 * here put that `Icon` into every page's JavaScript. These draw the same SVG on the server from a
 * copy of lucide's data (icon-data.ts, scripts/generate-icon-data.mjs); client components use
 * glyphs.tsx, drawn from the same generated data. The shapes themselves are in a cached sprite
 * (lucide-sprite.ts): the <svg> here holds a <use> of its symbol. Content records name their icons
 * through line-icons.tsx.
 */

/** The icons that point along the reading direction (mirrored on right-to-left pages). */
const DIRECTIONAL_ICONS = new Set(['arrow-right', 'arrow-left', 'chevron-right', 'chevron-left']);

export type ServerIconProps = Omit<LucideProps, 'ref'> & { children?: ReactNode };
/**
 * What a client component needs to draw the icon from the sprite (lucide-sprite.ts): `name` is its
 * symbol, `className` the classes the icon itself carries (lucide's and the RTL flip).
 */
export interface SpriteIconData {
  name: string;
  className: string;
}
export type ServerIcon = ((props: ServerIconProps) => ReactElement) & {
  readonly sprite: SpriteIconData;
};

/** Lucide's rule: an icon with no accessible name or role is hidden from assistive technology. */
function hasA11yProp(props: object): boolean {
  return Object.entries(props).some(
    ([name, value]) =>
      (name.startsWith('aria-') || name === 'role' || name === 'title') && value != null,
  );
}

function serverIcon({ name, size: viewBoxSize = 24, aliases = [], node }: IconData): ServerIcon {
  const aliasNames = aliases.filter(
    (alias): alias is string => typeof alias === 'string' && alias.trim() !== '',
  );
  const iconClasses = [
    'lucide',
    ...[name, ...aliasNames].filter(Boolean).map((n) => `lucide-${n}`),
  ];
  const flipClasses = name && DIRECTIONAL_ICONS.has(name) ? [FLIP_IN_RTL_CLASS] : [];
  const symbol = createElement('use', { href: lucideSymbolHref(name ?? '') });
  function Icon({
    size = 24,
    color = 'currentColor',
    strokeWidth = 2,
    className = '',
    children,
    absoluteStrokeWidth,
    nonScalingStroke,
    ...rest
  }: ServerIconProps) {
    const classes = new Set([
      ...iconClasses,
      ...className.split(/\s+/).filter(Boolean),
      ...flipClasses,
    ]);
    const stroke = absoluteStrokeWidth
      ? (Number(strokeWidth) * viewBoxSize) / Number(size)
      : strokeWidth;
    return createElement(
      'svg',
      {
        xmlns: 'http://www.w3.org/2000/svg',
        width: size,
        height: size,
        viewBox: `0 0 ${viewBoxSize} ${viewBoxSize}`,
        fill: 'none',
        stroke: color,
        strokeWidth: stroke,
        strokeLinecap: 'round',
        strokeLinejoin: 'round',
        className: [...classes].join(' '),
        ...(children != null || hasA11yProp(rest) ? {} : { 'aria-hidden': 'true' }),
        ...rest,
      },
      // vector-effect does not inherit into a <use>'s shapes: those icons are drawn inline.
      nonScalingStroke
        ? node.map(([tag, attributes]) =>
            createElement(tag, { vectorEffect: 'non-scaling-stroke', ...attributes }),
          )
        : symbol,
      children,
    );
  }
  const sprite: SpriteIconData = {
    name: name ?? 'icon',
    className: [...iconClasses, ...flipClasses].join(' '),
  };
  return Object.assign(Icon, { sprite });
}

export const ArrowRight = serverIcon(ICON_DATA.ArrowRight);
export const BarChart3 = serverIcon(ICON_DATA.BarChart3);
export const Bot = serverIcon(ICON_DATA.Bot);
export const Boxes = serverIcon(ICON_DATA.Boxes);
export const Brain = serverIcon(ICON_DATA.Brain);
export const Briefcase = serverIcon(ICON_DATA.Briefcase);
export const Building2 = serverIcon(ICON_DATA.Building2);
export const CalendarCheck = serverIcon(ICON_DATA.CalendarCheck);
export const CalendarClock = serverIcon(ICON_DATA.CalendarClock);
export const CalendarDays = serverIcon(ICON_DATA.CalendarDays);
export const ChartLine = serverIcon(ICON_DATA.ChartLine);
export const ChevronDown = serverIcon(ICON_DATA.ChevronDown);
export const CircleAlert = serverIcon(ICON_DATA.CircleAlert);
export const CircleCheck = serverIcon(ICON_DATA.CircleCheck);
export const Clock = serverIcon(ICON_DATA.Clock);
export const Cloud = serverIcon(ICON_DATA.Cloud);
export const Code = serverIcon(ICON_DATA.Code);
export const Code2 = serverIcon(ICON_DATA.Code2);
export const Cog = serverIcon(ICON_DATA.Cog);
export const Compass = serverIcon(ICON_DATA.Compass);
export const Database = serverIcon(ICON_DATA.Database);
export const DollarSign = serverIcon(ICON_DATA.DollarSign);
export const Factory = serverIcon(ICON_DATA.Factory);
export const FileText = serverIcon(ICON_DATA.FileText);
export const Flame = serverIcon(ICON_DATA.Flame);
export const Gauge = serverIcon(ICON_DATA.Gauge);
export const GitBranch = serverIcon(ICON_DATA.GitBranch);
export const Globe = serverIcon(ICON_DATA.Globe);
export const GraduationCap = serverIcon(ICON_DATA.GraduationCap);
export const HeartPulse = serverIcon(ICON_DATA.HeartPulse);
export const Landmark = serverIcon(ICON_DATA.Landmark);
export const Layers = serverIcon(ICON_DATA.Layers);
export const LayoutDashboard = serverIcon(ICON_DATA.LayoutDashboard);
export const Lightbulb = serverIcon(ICON_DATA.Lightbulb);
export const Lock = serverIcon(ICON_DATA.Lock);
export const Mail = serverIcon(ICON_DATA.Mail);
export const MapPin = serverIcon(ICON_DATA.MapPin);
export const Menu = serverIcon(ICON_DATA.Menu);
export const MessageCircle = serverIcon(ICON_DATA.MessageCircle);
export const MessageSquare = serverIcon(ICON_DATA.MessageSquare);
export const Palette = serverIcon(ICON_DATA.Palette);
export const Plug = serverIcon(ICON_DATA.Plug);
export const Printer = serverIcon(ICON_DATA.Printer);
export const Quote = serverIcon(ICON_DATA.Quote);
export const RefreshCw = serverIcon(ICON_DATA.RefreshCw);
export const Rocket = serverIcon(ICON_DATA.Rocket);
export const Search = serverIcon(ICON_DATA.Search);
export const Server = serverIcon(ICON_DATA.Server);
export const ShieldCheck = serverIcon(ICON_DATA.ShieldCheck);
export const ShoppingCart = serverIcon(ICON_DATA.ShoppingCart);
export const Smartphone = serverIcon(ICON_DATA.Smartphone);
export const Sparkles = serverIcon(ICON_DATA.Sparkles);
export const Star = serverIcon(ICON_DATA.Star);
export const Target = serverIcon(ICON_DATA.Target);
export const TrendingDown = serverIcon(ICON_DATA.TrendingDown);
export const TrendingUp = serverIcon(ICON_DATA.TrendingUp);
export const TriangleAlert = serverIcon(ICON_DATA.TriangleAlert);
export const Trophy = serverIcon(ICON_DATA.Trophy);
export const Truck = serverIcon(ICON_DATA.Truck);
export const Users = serverIcon(ICON_DATA.Users);
export const Wallet = serverIcon(ICON_DATA.Wallet);
export const Workflow = serverIcon(ICON_DATA.Workflow);
export const Wrench = serverIcon(ICON_DATA.Wrench);
export const X = serverIcon(ICON_DATA.X);
export const Zap = serverIcon(ICON_DATA.Zap);
