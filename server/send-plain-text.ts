import type { Response } from 'express'
import { plainTextHeaders } from '~/platform/plain-text'

/** The host's plain-text answer: the app's plainText (app/platform/plain-text.ts), written on an Express response. */
export function sendPlainText(res: Response, status: number, text: string, headers?: Record<string, string>) {
  res.status(status).set(plainTextHeaders(headers)).send(text)
}
