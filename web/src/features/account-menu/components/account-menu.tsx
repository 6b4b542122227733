// The header's account menu (docs/product.md Shell). It opens on hover and closes 200 ms after the pointer
// leaves; the button toggles it for touch and keyboard; Escape, a click outside or focus leaving
// it closes it.
import { useCallback, useEffect, useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { UserIcon } from '../../../components/icons.js';
import { Image } from '../../../components/image.js';
import { ACCOUNT_MENU_CLOSE_MS } from '../../../lib/constants.js';
import { useUserData } from '../../../api/user-data.js';
import { LoggedInMenu } from './logged-in-menu.js';
import { LoggedOutMenu } from './logged-out-menu.js';
import avatar from '../../../assets/avatar.svg';

export function AccountMenu() {
  const [open, setOpen] = useState(false);
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  /** Opened by the pointer hovering: a click then pins it open instead of toggling it shut. */
  const hoverOpened = useRef(false);
  const root = useRef<HTMLDivElement>(null);
  const button = useRef<HTMLButtonElement>(null);
  const panelId = useId();
  const { t } = useTranslation();
  const userData = useUserData();

  const cancelClose = () => {
    clearTimeout(timer.current);
    timer.current = undefined;
  };
  const close = useCallback(() => {
    cancelClose();
    hoverOpened.current = false;
    setOpen(false);
  }, []);
  const scheduleClose = () => {
    cancelClose();
    timer.current = setTimeout(close, ACCOUNT_MENU_CLOSE_MS);
  };

  useEffect(() => () => clearTimeout(timer.current), []);
  useEffect(() => {
    if (!open) return;
    const onPointer = (e: PointerEvent) => {
      if (!root.current?.contains(e.target as Node)) close();
    };
    document.addEventListener('pointerdown', onPointer);
    return () => document.removeEventListener('pointerdown', onPointer);
  }, [open, close]);

  const name = userData.user?.fullName ?? t('account.reader');
  return (
    <div
      ref={root}
      className="account-menu"
      onPointerEnter={(e) => {
        if (e.pointerType !== 'mouse') return;
        cancelClose();
        if (!open) {
          hoverOpened.current = true;
          setOpen(true);
        }
      }}
      onPointerLeave={(e) => {
        if (e.pointerType === 'mouse') scheduleClose();
      }}
      onKeyDown={(e) => {
        if (e.key === 'Escape' && open) {
          e.stopPropagation();
          close();
          button.current?.focus();
        }
      }}
      onBlur={(e) => {
        if (open && !root.current?.contains(e.relatedTarget as Node | null)) close();
      }}
    >
      <button
        ref={button}
        type="button"
        className="icon-button account-menu__button"
        aria-label={t('nav.account')}
        aria-expanded={open}
        aria-controls={panelId}
        onClick={() => {
          cancelClose();
          if (hoverOpened.current) {
            hoverOpened.current = false;
            setOpen(true);
            return;
          }
          setOpen((o) => !o);
        }}
      >
        {userData.loggedIn && userData.user ? (
          <Image
            src={userData.user.photo}
            fallback={avatar}
            alt=""
            className="account-menu__avatar"
            width={30}
            height={30}
            loading="eager"
          />
        ) : (
          <UserIcon />
        )}
      </button>
      <div id={panelId} className="account-menu__panel" hidden={!open}>
        {userData.loggedIn ? <LoggedInMenu userData={userData} name={name} onNavigate={close} /> : <LoggedOutMenu onNavigate={close} />}
      </div>
    </div>
  );
}
