import {
  BarChart3,
  Compass,
  Bot,
  Boxes,
  Brain,
  Building2,
  CalendarCheck,
  ChartLine,
  CircleCheck,
  Clock,
  Cloud,
  Code2,
  Cog,
  Database,
  FileText,
  Gauge,
  GitBranch,
  Globe,
  GraduationCap,
  HeartPulse,
  Layers,
  LayoutDashboard,
  Lightbulb,
  Lock,
  Mail,
  MapPin,
  MessageSquare,
  Palette,
  Plug,
  Printer,
  Rocket,
  Search,
  Server,
  ShieldCheck,
  ShoppingCart,
  Smartphone,
  Sparkles,
  Target,
  TrendingUp,
  Truck,
  Users,
  Wallet,
  Workflow,
  Wrench,
  Zap,
  type ServerIcon,
} from './icons';
import type { LineIconName } from '@/lib/blocks/icon-names';

/**
 * The named line icons content records refer to (`iconClass`, `icon`): the names editors pick in
 * Directus (lib/blocks/icon-names.ts) mapped to the server icons of icons.tsx. One stroke style
 * across every page; server-rendered `<use>`s of the lucide sprite, so no icon code ships to the
 * browser.
 */
export const lineIcons = {
  'bar-chart': BarChart3,
  bot: Bot,
  boxes: Boxes,
  brain: Brain,
  building: Building2,
  calendar: CalendarCheck,
  'chart-line': ChartLine,
  check: CircleCheck,
  clock: Clock,
  cloud: Cloud,
  code: Code2,
  compass: Compass,
  cog: Cog,
  dashboard: LayoutDashboard,
  database: Database,
  document: FileText,
  gauge: Gauge,
  'git-branch': GitBranch,
  globe: Globe,
  graduation: GraduationCap,
  health: HeartPulse,
  layers: Layers,
  lightbulb: Lightbulb,
  lock: Lock,
  mail: Mail,
  'map-pin': MapPin,
  message: MessageSquare,
  palette: Palette,
  plug: Plug,
  printer: Printer,
  rocket: Rocket,
  search: Search,
  server: Server,
  shield: ShieldCheck,
  cart: ShoppingCart,
  smartphone: Smartphone,
  sparkles: Sparkles,
  target: Target,
  'trending-up': TrendingUp,
  truck: Truck,
  users: Users,
  wallet: Wallet,
  workflow: Workflow,
  wrench: Wrench,
  zap: Zap,
} satisfies Record<LineIconName, ServerIcon>;

export type { LineIconName };

export function isLineIconName(name: string): name is LineIconName {
  return Object.hasOwn(lineIcons, name);
}

/** A named icon; an unknown name (e.g. a CMS value) falls back to a check mark rather than nothing. */
export function LineIcon({ name, className = 'size-6' }: { name: string; className?: string }) {
  const Icon = isLineIconName(name) ? lineIcons[name] : CircleCheck;
  return <Icon aria-hidden="true" className={className} />;
}
