import {
  ArrowRight as LucideArrowRight,
  BarChart3 as LucideBarChart3,
  Bot as LucideBot,
  Boxes as LucideBoxes,
  Brain as LucideBrain,
  Briefcase as LucideBriefcase,
  Building2 as LucideBuilding2,
  CalendarCheck as LucideCalendarCheck,
  CalendarClock as LucideCalendarClock,
  CalendarDays as LucideCalendarDays,
  ChartLine as LucideChartLine,
  ChevronDown as LucideChevronDown,
  CircleAlert as LucideCircleAlert,
  CircleCheck as LucideCircleCheck,
  Clock as LucideClock,
  Cloud as LucideCloud,
  Code as LucideCode,
  Code2 as LucideCode2,
  Cog as LucideCog,
  Compass as LucideCompass,
  Database as LucideDatabase,
  DollarSign as LucideDollarSign,
  Factory as LucideFactory,
  FileText as LucideFileText,
  Flame as LucideFlame,
  Gauge as LucideGauge,
  GitBranch as LucideGitBranch,
  Globe as LucideGlobe,
  GraduationCap as LucideGraduationCap,
  HeartPulse as LucideHeartPulse,
  Landmark as LucideLandmark,
  Layers as LucideLayers,
  LayoutDashboard as LucideLayoutDashboard,
  Lightbulb as LucideLightbulb,
  Lock as LucideLock,
  Mail as LucideMail,
  MapPin as LucideMapPin,
  Menu as LucideMenu,
  MessageCircle as LucideMessageCircle,
  MessageSquare as LucideMessageSquare,
  Palette as LucidePalette,
  Plug as LucidePlug,
  Printer as LucidePrinter,
  Quote as LucideQuote,
  RefreshCw as LucideRefreshCw,
  Rocket as LucideRocket,
  Search as LucideSearch,
  Server as LucideServer,
  ShieldCheck as LucideShieldCheck,
  ShoppingCart as LucideShoppingCart,
  Smartphone as LucideSmartphone,
  Sparkles as LucideSparkles,
  Star as LucideStar,
  Target as LucideTarget,
  TrendingDown as LucideTrendingDown,
  TrendingUp as LucideTrendingUp,
  TriangleAlert as LucideTriangleAlert,
  Trophy as LucideTrophy,
  Truck as LucideTruck,
  Users as LucideUsers,
  Wallet as LucideWallet,
  Workflow as LucideWorkflow,
  Wrench as LucideWrench,
  X as LucideX,
  Zap as LucideZap,
  type LucideIcon,
  type LucideProps,
} from 'lucide-react';
import { createElement, type ReactElement, type ReactNode } from 'react';

/**
 * Lucide's icons for server components. lucide-react 1.x draws every icon through one client
 * component (its `Icon` reads a React context), so each icon a server component rendered became
 * a client component: its paths travelled in the page's payload and it was hydrated on load,
 * 41 of them on the home page (issue 12). These draw the same SVG on the server, and no icon code
 * reaches the browser. Client components keep importing lucide-react.
 */

type IconNode = readonly (readonly [string, Record<string, string | number>])[];
type IconData = { name?: string; size?: number; aliases?: readonly unknown[]; node: IconNode };
export type ServerIconProps = Omit<LucideProps, 'ref'> & { children?: ReactNode };
export type ServerIcon = (props: ServerIconProps) => ReactElement;

/** lucide-react's icons are forwardRef wrappers that render `<Icon icon={data} />`. */
function iconData(icon: LucideIcon): IconData {
  const render = (
    icon as unknown as { render?: (props: object, ref: null) => ReactElement<{ icon?: IconData }> }
  ).render;
  const data = render?.({}, null).props.icon;
  if (!data?.node) throw new Error(`${String(icon.displayName)} is not a lucide-react icon`);
  return data;
}

/** Lucide's rule: an icon with no accessible name or role is hidden from assistive technology. */
function hasA11yProp(props: object): boolean {
  return Object.entries(props).some(
    ([name, value]) =>
      (name.startsWith('aria-') || name === 'role' || name === 'title') && value != null,
  );
}

function serverIcon(icon: LucideIcon): ServerIcon {
  const { name, size: viewBoxSize = 24, aliases = [], node } = iconData(icon);
  const aliasNames = aliases.filter(
    (alias): alias is string => typeof alias === 'string' && alias.trim() !== '',
  );
  const iconClasses = [
    'lucide',
    ...[name, ...aliasNames].filter(Boolean).map((n) => `lucide-${n}`),
  ];
  const paths = node.map(([tag, attributes]) => createElement(tag, attributes));
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
    const classes = new Set([...iconClasses, ...className.split(/\s+/).filter(Boolean)]);
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
      nonScalingStroke
        ? node.map(([tag, attributes]) =>
            createElement(tag, { vectorEffect: 'non-scaling-stroke', ...attributes }),
          )
        : paths,
      children,
    );
  }
  Icon.displayName = icon.displayName;
  return Icon;
}

export const ArrowRight = serverIcon(LucideArrowRight);
export const BarChart3 = serverIcon(LucideBarChart3);
export const Bot = serverIcon(LucideBot);
export const Boxes = serverIcon(LucideBoxes);
export const Brain = serverIcon(LucideBrain);
export const Briefcase = serverIcon(LucideBriefcase);
export const Building2 = serverIcon(LucideBuilding2);
export const CalendarCheck = serverIcon(LucideCalendarCheck);
export const CalendarClock = serverIcon(LucideCalendarClock);
export const CalendarDays = serverIcon(LucideCalendarDays);
export const ChartLine = serverIcon(LucideChartLine);
export const ChevronDown = serverIcon(LucideChevronDown);
export const CircleAlert = serverIcon(LucideCircleAlert);
export const CircleCheck = serverIcon(LucideCircleCheck);
export const Clock = serverIcon(LucideClock);
export const Cloud = serverIcon(LucideCloud);
export const Code = serverIcon(LucideCode);
export const Code2 = serverIcon(LucideCode2);
export const Cog = serverIcon(LucideCog);
export const Compass = serverIcon(LucideCompass);
export const Database = serverIcon(LucideDatabase);
export const DollarSign = serverIcon(LucideDollarSign);
export const Factory = serverIcon(LucideFactory);
export const FileText = serverIcon(LucideFileText);
export const Flame = serverIcon(LucideFlame);
export const Gauge = serverIcon(LucideGauge);
export const GitBranch = serverIcon(LucideGitBranch);
export const Globe = serverIcon(LucideGlobe);
export const GraduationCap = serverIcon(LucideGraduationCap);
export const HeartPulse = serverIcon(LucideHeartPulse);
export const Landmark = serverIcon(LucideLandmark);
export const Layers = serverIcon(LucideLayers);
export const LayoutDashboard = serverIcon(LucideLayoutDashboard);
export const Lightbulb = serverIcon(LucideLightbulb);
export const Lock = serverIcon(LucideLock);
export const Mail = serverIcon(LucideMail);
export const MapPin = serverIcon(LucideMapPin);
export const Menu = serverIcon(LucideMenu);
export const MessageCircle = serverIcon(LucideMessageCircle);
export const MessageSquare = serverIcon(LucideMessageSquare);
export const Palette = serverIcon(LucidePalette);
export const Plug = serverIcon(LucidePlug);
export const Printer = serverIcon(LucidePrinter);
export const Quote = serverIcon(LucideQuote);
export const RefreshCw = serverIcon(LucideRefreshCw);
export const Rocket = serverIcon(LucideRocket);
export const Search = serverIcon(LucideSearch);
export const Server = serverIcon(LucideServer);
export const ShieldCheck = serverIcon(LucideShieldCheck);
export const ShoppingCart = serverIcon(LucideShoppingCart);
export const Smartphone = serverIcon(LucideSmartphone);
export const Sparkles = serverIcon(LucideSparkles);
export const Star = serverIcon(LucideStar);
export const Target = serverIcon(LucideTarget);
export const TrendingDown = serverIcon(LucideTrendingDown);
export const TrendingUp = serverIcon(LucideTrendingUp);
export const TriangleAlert = serverIcon(LucideTriangleAlert);
export const Trophy = serverIcon(LucideTrophy);
export const Truck = serverIcon(LucideTruck);
export const Users = serverIcon(LucideUsers);
export const Wallet = serverIcon(LucideWallet);
export const Workflow = serverIcon(LucideWorkflow);
export const Wrench = serverIcon(LucideWrench);
export const X = serverIcon(LucideX);
export const Zap = serverIcon(LucideZap);
