import { DropdownMenu as MenuPrimitive } from 'radix-ui';
import type { ComponentProps } from 'react';
import { cn } from '#client/lib/utils.ts';

export const DropdownMenu = MenuPrimitive.Root;
export const DropdownMenuTrigger = MenuPrimitive.Trigger;

export function DropdownMenuContent({
  className,
  align = 'end',
  ...props
}: ComponentProps<typeof MenuPrimitive.Content>) {
  return (
    <MenuPrimitive.Portal>
      <MenuPrimitive.Content
        align={align}
        sideOffset={6}
        collisionPadding={8}
        // A long menu (a memory's has nine rows) must still reach its last item at 200% zoom or on a small phone:
        // it is never taller than the room the page leaves it, and scrolls inside. It opens above the notices
        // (z-[100], which stay until dismissed, decision 801): a menu the person just opened is never covered.
        className={cn(
          'z-[110] max-h-(--radix-dropdown-menu-content-available-height) min-w-48 overflow-y-auto rounded-xl border border-line bg-surface p-1.5 shadow-lg',
          className,
        )}
        {...props}
      />
    </MenuPrimitive.Portal>
  );
}

export function DropdownMenuItem({ className, ...props }: ComponentProps<typeof MenuPrimitive.Item>) {
  return (
    <MenuPrimitive.Item
      className={cn(
        'flex min-h-11 cursor-pointer items-center gap-2.5 rounded-lg px-3 py-2 outline-none select-none data-[disabled]:opacity-50 data-[highlighted]:bg-accent data-[highlighted]:outline-solid data-[highlighted]:outline-3 data-[highlighted]:outline-focus data-[highlighted]:-outline-offset-3 [&_svg]:size-5',
        className,
      )}
      {...props}
    />
  );
}

/** A thin line between groups of items (what a memory is, and who may see it). */
export function DropdownMenuSeparator({
  className,
  ...props
}: ComponentProps<typeof MenuPrimitive.Separator>) {
  return <MenuPrimitive.Separator className={cn('my-1.5 h-px bg-line', className)} {...props} />;
}
