import { lazy } from 'react';
import { lazyPageRoute } from '../../routing';

// Fetched when first opened: the chat is not on everyone's first screen.
const ChatPage = lazy(() => import('./ChatPage').then((m) => ({ default: m.ChatPage })));

/** The chat, for everyone who may read messages. */
export const chatRoutes = [lazyPageRoute('/message', 'Message', <ChatPage />)];
