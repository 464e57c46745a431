import type { AppLoadContext } from '@remix-run/node'
import type { NextFunction, Request, Response } from 'express'
import { clientKey } from '#shared/client-key'
import type { RefusalWords } from '~/host-seam'
import { refuse } from './refusal'
import { type RenderAdmission, RenderShed, SHED_RETRY_AFTER_SECONDS } from './render-admission'
import type { RenderBudget } from './render-budget'
import type { RenderPressure } from './render-pressure'

export type Compress = (req: Request, res: Response, next: NextFunction) => void

/**
 * What goes on to the app in a render's turn (a form post, an editor's preview) rather than through the cache,
 * and the two refusals every render may meet: a client past its allowance (429), no turn to be had (503).
 */
export function createAppTurns(options: {
  admission: RenderAdmission
  pressure: Pick<RenderPressure, 'noteRefusal'>
  renderBudget: RenderBudget
  getLoadContext: (req: Request) => AppLoadContext
  compress: Compress
  refusalWords: (pathname: string) => RefusalWords
}) {
  const { admission, pressure, renderBudget, getLoadContext, compress, refusalWords } = options

  /**
   * Under pressure, a client past its allowance of new pages. The demand that caused it is still there, so the
   * pressure lasts (render-pressure.ts).
   */
  function tooManyRenders(req: Request, res: Response, retryAfterSeconds: number) {
    pressure.noteRefusal()
    refuse(req, res, 429, retryAfterSeconds, 'busyFromYourNetwork', refusalWords(req.path))
  }

  /** Too many renders waiting: come back shortly. */
  const shed = (req: Request, res: Response) =>
    refuse(req, res, 503, SHED_RETRY_AFTER_SECONDS, 'busyNow', refusalWords(req.path))

  /** The app answers the request in its turn: a render like any other, that ends when the answer has been sent. */
  function passToApp(req: Request, res: Response, next: NextFunction) {
    return admission.run(
      () =>
        new Promise<void>((resolve) => {
          res.once('close', resolve)
          compress(req, res, next)
        }),
      clientKey(getLoadContext(req)),
    )
  }

  /** The app answers in the request's turn; shed when there is none, or when it is given up for another client. */
  async function answerInTurn(req: Request, res: Response, next: NextFunction) {
    const turn = passToApp(req, res, next)
    if (!turn) return shed(req, res)
    try {
      await turn
    } catch (error) {
      if (!(error instanceof RenderShed)) throw error
      shed(req, res)
    }
  }

  /**
   * A form post renders a page (or a `.data` answer) like any page the cache does not hold, so it passes the same
   * admission: under pressure it spends from the client's allowance, and it waits for a turn or is shed. Refused,
   * nothing of it has reached the app, so sending it again is safe (the refusal says so).
   */
  async function admitFormPost(req: Request, res: Response, next: NextFunction) {
    try {
      const decision = await renderBudget(clientKey(getLoadContext(req)))
      if (!decision.allowed) return tooManyRenders(req, res, decision.retryAfterSeconds)
      await answerInTurn(req, res, next)
    } catch (error) {
      next(error)
    }
  }

  return { tooManyRenders, shed, answerInTurn, admitFormPost }
}
