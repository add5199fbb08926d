import type { SvgIconComponent } from '@mui/icons-material';
import type { SvgIconProps } from '@mui/material';
import { createElement, type ReactElement } from 'react';
import { isMenuIconName, type MenuIconName } from '../../../schema/menu-icons';
import AccountBalance from '@mui/icons-material/AccountBalance';
import AccountBalanceWallet from '@mui/icons-material/AccountBalanceWallet';
import AccountTree from '@mui/icons-material/AccountTree';
import AddCard from '@mui/icons-material/AddCard';
import AdminPanelSettings from '@mui/icons-material/AdminPanelSettings';
import Category from '@mui/icons-material/Category';
import ChevronRight from '@mui/icons-material/ChevronRight';
import Dashboard from '@mui/icons-material/Dashboard';
import Forum from '@mui/icons-material/Forum';
import School from '@mui/icons-material/School';
import MenuBook from '@mui/icons-material/MenuBook';
import LocalOffer from '@mui/icons-material/LocalOffer';
import FolderSpecial from '@mui/icons-material/FolderSpecial';
import Key from '@mui/icons-material/Key';
import ManageAccounts from '@mui/icons-material/ManageAccounts';
import Outbound from '@mui/icons-material/Outbound';
import Outbox from '@mui/icons-material/Outbox';
import Email from '@mui/icons-material/Email';
import NotificationsActive from '@mui/icons-material/NotificationsActive';
import Sms from '@mui/icons-material/Sms';
import MarkChatRead from '@mui/icons-material/MarkChatRead';
import Work from '@mui/icons-material/Work';
import PersonSearch from '@mui/icons-material/PersonSearch';
import Payments from '@mui/icons-material/Payments';
import Handshake from '@mui/icons-material/Handshake';
import Savings from '@mui/icons-material/Savings';
import Loyalty from '@mui/icons-material/Loyalty';
import ReceiptLong from '@mui/icons-material/ReceiptLong';
import CalendarMonth from '@mui/icons-material/CalendarMonth';
import EventRepeat from '@mui/icons-material/EventRepeat';
import BeachAccess from '@mui/icons-material/BeachAccess';
import EventBusy from '@mui/icons-material/EventBusy';
import Face from '@mui/icons-material/Face';
import FamilyRestroom from '@mui/icons-material/FamilyRestroom';
import HowToReg from '@mui/icons-material/HowToReg';
import WorkspacePremium from '@mui/icons-material/WorkspacePremium';
import Badge from '@mui/icons-material/Badge';
import ContactSupport from '@mui/icons-material/ContactSupport';
import Feedback from '@mui/icons-material/Feedback';
import OndemandVideo from '@mui/icons-material/OndemandVideo';
import UploadFile from '@mui/icons-material/UploadFile';
import Rule from '@mui/icons-material/Rule';
import FactCheck from '@mui/icons-material/FactCheck';
import Assignment from '@mui/icons-material/Assignment';
import AssignmentTurnedIn from '@mui/icons-material/AssignmentTurnedIn';
import LibraryBooks from '@mui/icons-material/LibraryBooks';
import Description from '@mui/icons-material/Description';
import Straighten from '@mui/icons-material/Straighten';
import ViewAgenda from '@mui/icons-material/ViewAgenda';
import Quiz from '@mui/icons-material/Quiz';
import EditNote from '@mui/icons-material/EditNote';
import Timer from '@mui/icons-material/Timer';
import Grading from '@mui/icons-material/Grading';
import Leaderboard from '@mui/icons-material/Leaderboard';
import Insights from '@mui/icons-material/Insights';
import QueryStats from '@mui/icons-material/QueryStats';

import ViewCarousel from '@mui/icons-material/ViewCarousel';
import Campaign from '@mui/icons-material/Campaign';
import ViewQuilt from '@mui/icons-material/ViewQuilt';
import Article from '@mui/icons-material/Article';
import Menu from '@mui/icons-material/Menu';
import Widgets from '@mui/icons-material/Widgets';
import DesignServices from '@mui/icons-material/DesignServices';
import Language from '@mui/icons-material/Language';
import Image from '@mui/icons-material/Image';
import Share from '@mui/icons-material/Share';
import Announcement from '@mui/icons-material/Announcement';
/**
 * Icons by the names resources.config.ts and the page lists use (schema/menu-icons.ts lists the
 * names; the type makes this map cover exactly them). Importing the whole @mui/icons-material
 * barrel would put thousands of icons in the bundle, so each name is listed.
 */
import ShoppingCart from '@mui/icons-material/ShoppingCart';
import PriceChange from '@mui/icons-material/PriceChange';
import WorkHistory from '@mui/icons-material/WorkHistory';
import MoreTime from '@mui/icons-material/MoreTime';
import RequestQuote from '@mui/icons-material/RequestQuote';
import PriceCheck from '@mui/icons-material/PriceCheck';
import PendingActions from '@mui/icons-material/PendingActions';
import Topic from '@mui/icons-material/Topic';
import PhotoLibrary from '@mui/icons-material/PhotoLibrary';
import Comment from '@mui/icons-material/Comment';
import SupervisorAccount from '@mui/icons-material/SupervisorAccount';
import FormatQuote from '@mui/icons-material/FormatQuote';
import LiveHelp from '@mui/icons-material/LiveHelp';
import ContactMail from '@mui/icons-material/ContactMail';

export const icons: Readonly<Record<MenuIconName, SvgIconComponent>> = {
  AccountBalance,
  AccountBalanceWallet,
  AccountTree,
  AddCard,
  AdminPanelSettings,
  Category,
  Dashboard,
  Forum,
  Key,
  ManageAccounts,
  Outbound,
  Outbox,
  Email,
  NotificationsActive,
  Sms,
  MarkChatRead,
  Work,
  PersonSearch,
  School,
  MenuBook,
  LocalOffer,
  FolderSpecial,
  Payments,
  ReceiptLong,
  CalendarMonth,
  EventRepeat,
  BeachAccess,
  EventBusy,
  Face,
  FamilyRestroom,
  HowToReg,
  WorkspacePremium,
  Badge,
  ContactSupport,
  Feedback,
  OndemandVideo,
  UploadFile,
  Rule,
  FactCheck,
  Assignment,
  AssignmentTurnedIn,
  LibraryBooks,
  Description,
  Straighten,
  ViewAgenda,
  Quiz,
  EditNote,
  Timer,
  Grading,
  Leaderboard,
  Insights,
  QueryStats,
  ShoppingCart,
  PriceChange,
  WorkHistory,
  MoreTime,
  RequestQuote,
  PriceCheck,
  PendingActions,
  Topic,
  PhotoLibrary,
  Article,
  Comment,
  SupervisorAccount,
  FormatQuote,
  LiveHelp,
  ContactMail,
  ViewCarousel,
  Campaign,
  ViewQuilt,
  Menu,
  Widgets,
  DesignServices,
  Language,
  Image,
  Share,
  Announcement,
  Handshake,
  Savings,
  Loyalty,
};

/** The icon element for a configured name; an unknown name gets a neutral chevron, not a crash. */
export const menuIcon = (name: string, props: SvgIconProps = {}): ReactElement =>
  createElement(isMenuIconName(name) ? icons[name] : ChevronRight, props);
