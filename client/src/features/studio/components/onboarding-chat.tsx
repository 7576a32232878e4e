import { ArrowLeft, Sparkles } from 'lucide-react';
import { type FormEvent, useEffect, useRef, useState } from 'react';
import { ChatBubble } from '#client/components/chat-bubble.tsx';
import { Button } from '#client/components/ui/button.tsx';
import { TextAreaField, TextField } from '#client/components/ui/labelled-field.tsx';
import { toast } from '#client/components/ui/use-toast.ts';
import {
  createMemoirProjectSchema,
  type MemoirIntent,
  ONBOARDING_MESSAGES,
  ONBOARDING_STEPS,
  ONBOARDING_SUGGESTED_ANSWERS,
  type OnboardingStep,
  PROJECT_TITLE_MAX,
  STARTING_POINT_MAX,
} from '#shared/studio.ts';
import { useCreateMemoirProject } from '../api/create-memoir-project.ts';

interface OnboardingMessage {
  role: 'ai' | 'user';
  content: string;
}

const followUps: Record<'motivation' | 'audience' | 'tone', string> = {
  motivation: ONBOARDING_MESSAGES.motivationFollowUp,
  audience: ONBOARDING_MESSAGES.audienceFollowUp,
  tone: ONBOARDING_MESSAGES.toneFollowUp,
};

const emptyIntent: MemoirIntent = { motivation: '', audience: '', tone: '', title: '', startingPoint: '' };

/**
 * The creation wizard, a conversation with Clio with suggested answers:
 * motivation, audience, tone, title, starting point, then the project is created.
 */
export function OnboardingChat({
  onCancel,
  onCreated,
}: {
  onCancel: () => void;
  onCreated: (projectId: string) => void;
}) {
  const [step, setStep] = useState<OnboardingStep | 'complete'>('motivation');
  const [messages, setMessages] = useState<OnboardingMessage[]>([
    { role: 'ai', content: ONBOARDING_MESSAGES.opening },
  ]);
  const [intent, setIntent] = useState<MemoirIntent>(emptyIntent);
  const [title, setTitle] = useState('');
  const [story, setStory] = useState('');
  /** Why the title or the story was refused when its button was pressed (decision 813). */
  const [problem, setProblem] = useState<{ box: 'memoir-title' | 'memoir-story'; sentence: string } | null>(
    null,
  );
  const refuse = (box: 'memoir-title' | 'memoir-story', sentence: string | undefined) => {
    setProblem({ box, sentence: sentence ?? 'Please write something here first.' });
    document.getElementById(box)?.focus();
  };
  const createProject = useCreateMemoirProject();
  const headingRef = useRef<HTMLHeadingElement>(null);
  const controlsRef = useRef<HTMLDivElement>(null);
  const endRef = useRef<HTMLDivElement>(null);

  useEffect(() => headingRef.current?.focus(), []);
  // Each step's first control gets focus, so keyboard users carry on where the conversation is.
  // The step's controls are scrolled into view with it: focus alone left the story box below the fold.
  useEffect(() => {
    endRef.current?.scrollIntoView?.({ block: 'nearest' });
    if (step === 'motivation') return;
    controlsRef.current
      ?.querySelector<HTMLElement>('button, input, textarea')
      ?.focus({ preventScroll: true });
    controlsRef.current?.scrollIntoView?.({ block: 'nearest' });
  }, [step]);

  const answer = (field: 'motivation' | 'audience' | 'tone', value: string) => {
    setIntent((current) => ({ ...current, [field]: value }));
    setMessages((current) => [
      ...current,
      { role: 'user', content: value },
      { role: 'ai', content: followUps[field] },
    ]);
    setStep(ONBOARDING_STEPS[ONBOARDING_STEPS.indexOf(field) + 1]!);
  };

  const submitTitle = (event?: FormEvent) => {
    event?.preventDefault();
    const parsed = createMemoirProjectSchema.shape.title.safeParse(title);
    if (!parsed.success) return refuse('memoir-title', parsed.error.issues[0]?.message);
    setProblem(null);
    const value = title.trim();
    setIntent((current) => ({ ...current, title: value }));
    setMessages((current) => [
      ...current,
      { role: 'user', content: value },
      { role: 'ai', content: ONBOARDING_MESSAGES.titleFollowUp },
    ]);
    setTitle('');
    setStep('startingPoint');
  };

  const submitStory = (event: FormEvent) => {
    event.preventDefault();
    if (createProject.isPending) return;
    const parsed = createMemoirProjectSchema.shape.startingPoint.safeParse(story);
    if (!parsed.success) return refuse('memoir-story', parsed.error.issues[0]?.message);
    setProblem(null);
    const startingPoint = story.trim();
    const complete: MemoirIntent = { ...intent, startingPoint };
    createProject.mutate(complete, {
      onSuccess: (project) => {
        setStep('complete');
        toast({
          title: 'Memoir Project Created',
          description: `"${project.title}" is ready. Clio is waiting for you in your workspace.`,
          variant: 'success',
        });
        onCreated(project.id);
      },
      // The typed story stays in the box, so trying again loses nothing.
      onError: () =>
        toast({ title: 'Error', description: 'Failed to create memoir project.', variant: 'destructive' }),
    });
  };

  const choices = step === 'motivation' || step === 'audience' || step === 'tone' ? step : null;

  return (
    <section aria-labelledby="onboarding-heading" className="mx-auto flex w-full max-w-3xl flex-col gap-5">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h2
          id="onboarding-heading"
          ref={headingRef}
          tabIndex={-1}
          className="text-2xl font-bold outline-none"
        >
          Start a New Memoir
        </h2>
        <Button variant="outline" onClick={onCancel}>
          <ArrowLeft aria-hidden="true" />
          Cancel
        </Button>
      </div>

      <ol aria-label="Conversation with Clio" aria-live="polite" className="flex flex-col gap-4">
        {messages.map((message, index) => (
          <ChatBubble
            key={index}
            as="li"
            author={message.role === 'ai' ? 'assistant' : 'user'}
            dataRole={message.role}
            bodyClassName="max-w-[85%] whitespace-pre-wrap break-words"
          >
            <p>{message.content}</p>
          </ChatBubble>
        ))}
      </ol>
      <div ref={endRef} />

      <div ref={controlsRef}>
        {choices ? (
          <fieldset className="flex flex-col gap-2">
            <legend className="mb-2 font-semibold">Choose an answer</legend>
            {ONBOARDING_SUGGESTED_ANSWERS[choices].map((option) => (
              <Button
                key={option}
                variant="outline"
                className="justify-start text-left"
                onClick={() => answer(choices, option)}
              >
                {option}
              </Button>
            ))}
          </fieldset>
        ) : null}

        {step === 'title' ? (
          <form noValidate onSubmit={submitTitle} className="flex flex-col gap-3 sm:flex-row sm:items-end">
            <TextField
              id="memoir-title"
              label="Working title"
              containerClassName="flex-1"
              value={title}
              maxLength={PROJECT_TITLE_MAX}
              onValueChange={(value) => {
                setTitle(value);
                setProblem(null);
              }}
              problem={problem?.box === 'memoir-title' ? problem.sentence : undefined}
              placeholder="For example: Seasons on the Farm"
            />
            <Button type="submit">Use This Title</Button>
          </form>
        ) : null}

        {step === 'startingPoint' || step === 'complete' ? (
          <form noValidate onSubmit={submitStory} className="flex flex-col gap-3">
            <TextAreaField
              id="memoir-story"
              label="Where your story begins"
              rows={5}
              className="min-h-[120px]"
              value={story}
              maxLength={STARTING_POINT_MAX}
              onValueChange={(value) => {
                setStory(value);
                setProblem(null);
              }}
              problem={problem?.box === 'memoir-story' ? problem.sentence : undefined}
              placeholder="Key experiences, themes or periods you want to include…"
            />
            <Button type="submit" className="self-end" disabled={createProject.isPending}>
              <Sparkles aria-hidden="true" />
              Begin Your Memoir
            </Button>
            {createProject.isPending ? (
              <p role="status" className="self-end text-muted">
                Creating your memoir…
              </p>
            ) : null}
          </form>
        ) : null}
      </div>
    </section>
  );
}
