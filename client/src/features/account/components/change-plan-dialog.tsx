import { Button } from '#client/components/ui/button.tsx';
import {
  Dialog,
  DialogClose,
  DialogContent,
  DialogFooter,
  DialogHeader,
  DialogTrigger,
} from '#client/components/ui/dialog.tsx';

/**
 * Change Plan says what is true of a self-hosted Heirloom (decision 809): everything is included and there is no
 * plan to buy. Focus goes into the dialog (its OK button) and back to Change Plan when it closes.
 */
export function ChangePlanDialog() {
  return (
    <Dialog>
      <DialogTrigger asChild>
        <Button variant="outline">Change Plan</Button>
      </DialogTrigger>
      <DialogContent className="max-w-lg">
        <DialogHeader
          title="There is no plan to change"
          description="Everything in Heirloom is already included."
        />
        <div className="space-y-3">
          <p>You can use all of it, for as long as you like:</p>
          <ul className="list-disc space-y-1 pl-6">
            <li>interviews with Clio, written or spoken</li>
            <li>your memories, recordings and files</li>
            <li>the Memoir Studio and your book</li>
            <li>sharing with your family</li>
          </ul>
          <p>There is no plan to buy, and Heirloom never asks you for a payment.</p>
        </div>
        <DialogFooter>
          <DialogClose asChild>
            <Button>OK</Button>
          </DialogClose>
        </DialogFooter>
      </DialogContent>
    </Dialog>
  );
}
