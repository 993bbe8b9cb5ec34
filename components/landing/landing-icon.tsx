import {
  Bot,
  Building2,
  CircleAlert,
  CircleCheck,
  Clock,
  Code,
  Database,
  DollarSign,
  Factory,
  FileText,
  Globe,
  GraduationCap,
  HeartPulse,
  Landmark,
  MessageSquare,
  RefreshCw,
  ShieldCheck,
  ShoppingCart,
  Smartphone,
  Target,
  TrendingDown,
  TrendingUp,
  Truck,
  Users,
  Workflow,
  Zap,
  type ServerIcon,
} from '@/components/ui/icons';
import type { LandingIconName } from '@/lib/blocks/icon-names';

const ICONS: Record<LandingIconName, ServerIcon> = {
  clock: Clock,
  alert: CircleAlert,
  'trending-down': TrendingDown,
  users: Users,
  file: FileText,
  zap: Zap,
  target: Target,
  'trending-up': TrendingUp,
  shield: ShieldCheck,
  bot: Bot,
  heart: HeartPulse,
  cart: ShoppingCart,
  factory: Factory,
  landmark: Landmark,
  graduation: GraduationCap,
  truck: Truck,
  globe: Globe,
  smartphone: Smartphone,
  message: MessageSquare,
  database: Database,
  workflow: Workflow,
  refresh: RefreshCw,
  code: Code,
  dollar: DollarSign,
  check: CircleCheck,
};

/** The icon landing content names (an unknown name draws a building). */
export const landingIcon = (name: LandingIconName): ServerIcon => ICONS[name] ?? Building2;

/** A decorative icon named by landing content (content stays plain data). */
export function LandingIcon({
  name,
  className = 'size-5',
}: {
  name: LandingIconName;
  className?: string;
}) {
  const Icon = ICONS[name] ?? Building2;
  return <Icon aria-hidden="true" className={className} />;
}
