import type { CartCommand } from "./cartCommand.js";
import type { CartItemForUpdate } from "./cartItemForUpdate.js";
import type { CartAction } from "./cartReducer.js";
import { isCartHashChanged, isTotalsSyncRequired } from "./cartSelectors.js";
import type { CartState } from "./cartState.js";
import { closeMergeDiff } from "./closeMergeDiff.js";
import type { DiffLog } from "./diffLog.js";
import { type AddToCartContext, planAddToCart } from "./planAddToCart.js";
import type { CartMergePlan, DeleteOnServerEffect, ServerLineLookup } from "./planCartMerge.js";
import { type PrepareProductsOptions, prepareProductsToAdd } from "./prepareProductsToAdd.js";
import { resolveDeleteOnServer } from "./resolveDeleteOnServer.js";
import { type ResolvePushLineContext, resolvePushLine } from "./resolvePushLine.js";
import { serverLineToProduct } from "./serverLineToProduct.js";
import type { CartLine, ServerCartLine, ServerResponse } from "./types.js";

/**
 * What {@link runCartMergePlan} needs from the store: state access, dispatch, and the three I/O calls.
 * Everything is injected, so the runner itself reads no globals.
 *
 * @example
 * const ports: CartMergePorts = {
 *   getState: () => snapshot(cart),
 *   dispatch: (actions) => { for (const a of actions) Object.assign(cart, cartReducer(cart, a)); },
 *   updateServerItem: (cartItem) => queue.execute({ url: "/api/cart/update?token={{token}}&cartId={{cartId}}", payload: { method: "POST", body: JSON.stringify({ cartItem }) } }),
 *   deleteServerItem: (cartItem) => queue.execute({ url: "/api/cart/delete?token={{token}}&cartId={{cartId}}", payload: { method: "POST", body: JSON.stringify({ cartItem }) } }),
 *   resolveProduct: (lookup) => catalogue.findProduct(lookup),
 * };
 */
export interface CartMergePorts {
  /** The current cart state (read after the effects to close the DiffLog). */
  readonly getState: () => CartState;
  /** Applies actions to the store, in order (through `cartReducer` / `cartTransition`). */
  readonly dispatch: (actions: readonly CartAction[]) => void;
  /** `POST cart/update {cartItem}`, not silent. Resolve with the answer; a rejection counts as a failure. */
  readonly updateServerItem: (cartItem: CartItemForUpdate) => Promise<ServerResponse>;
  /** `POST cart/delete {cartItem}`. */
  readonly deleteServerItem: (cartItem: DeleteOnServerEffect["cartItem"]) => Promise<ServerResponse>;
  /** Loads the catalogue product of a server-only line; `null` (or a rejection) skips the line. */
  readonly resolveProduct: (lookup: ServerLineLookup, serverLine: ServerCartLine) => Promise<CartLine | null>;
  /** Receives an effect that threw; the line is skipped (§9.11). @default ignore */
  readonly log?: (error: unknown) => void;
  /** Context of the success notifications (checkout, external checkout). @default {} */
  readonly notifications?: ResolvePushLineContext;
  /** Preparation of pulled-in products (§9.5). @default {} */
  readonly prepare?: PrepareProductsOptions;
  /** The add context of pulled-in products; `forceServerSilence` is always true. @default {} */
  readonly add?: Omit<AddToCartContext, "forceServerSilence">;
  /**
   * Whether the page is going (a navigation to another document has begun). An update or a delete that got
   * no answer then says nothing of the server (the navigation cancelled it): the run stops there, the line is
   * not taken back, and the run says `cutOff`, so the store saves no hash and the next page's sync sends what
   * this one could not. @default never
   */
  readonly leaving?: () => boolean;
}

/**
 * The outcome of a run: the closed DiffLog and the commands the store runs next (`syncTotals`, `saveHash`).
 *
 * @example
 * const result: CartMergeRun = { diff: createDiffLog(), commands: [{ type: "saveHash" }] };
 */
export interface CartMergeRun {
  readonly diff: DiffLog;
  readonly commands: readonly CartCommand[];
  /** The run stopped at a request the page's leaving cut off (`ports.leaving`); `commands` is then empty. */
  readonly cutOff?: boolean;
}

/**
 * Runs a merge plan against injected ports, in order: each effect's I/O, its answer fed back through
 * `resolvePushLine` / `resolveDeleteOnServer` / `serverLineToProduct` + `planAddToCart`, the resulting
 * actions dispatched. An effect that throws is logged and skipped (§9.11); a rejected update counts as a
 * failed one (rollback). The DiffLog is then closed with the state after the effects (also in a dry run);
 * the plan's commands are returned for the store to run. It holds no state and
 * reads no globals; a store that prefers to drive the effects itself can follow the same steps.
 *
 * @example
 * const plan = planCartMerge(state.cartItems, serverItems, decision.flags);
 * const { diff, commands } = await runCartMergePlan(plan, ports);
 * for (const command of commands) await runCommand(command);
 */
export async function runCartMergePlan(plan: CartMergePlan, ports: CartMergePorts): Promise<CartMergeRun> {
  // answers are collected and merged once (mergeDiffLogs copies, O(n²) over a big plan)
  const answers: DiffLog[] = [];
  let cutOff = false;
  /** An answer that is none because the page is going: nothing is concluded from it. */
  const leftUnanswered = (answer: ServerResponse) => answer.code === null && (ports.leaving?.() ?? false);
  for (const effect of plan.effects) {
    try {
      switch (effect.type) {
        case "pushLine": {
          const answer = await answerOf(() => ports.updateServerItem(effect.cartItem), ports.log);
          if (leftUnanswered(answer)) {
            cutOff = true;
            break;
          }
          // a network failure is a failed update: the rollback rule of §9.12 applies
          const outcome = resolvePushLine(effect, answer, ports.notifications);
          ports.dispatch(outcome.actions);
          answers.push(outcome.diff);
          break;
        }
        case "deleteOnServer": {
          let answer: ServerResponse;
          try {
            answer = await ports.deleteServerItem(effect.cartItem);
          } catch (error) {
            // a rejected delete is skipped (logged below), unless the page's leaving cut it off
            if (!ports.leaving?.()) throw error;
            ports.log?.(error);
            answer = { code: null, result: error instanceof Error ? error.message : String(error) };
          }
          if (leftUnanswered(answer)) {
            cutOff = true;
            break;
          }
          answers.push(resolveDeleteOnServer(effect, answer));
          break;
        }
        case "addServerLine": {
          const product = serverLineToProduct(
            await ports.resolveProduct(effect.lookup, effect.serverLine),
            effect.serverLine,
          );
          if (product === null) break;
          // the pulled-in line's own DiffLog is discarded (§9.11)
          const add = planAddToCart(prepareProductsToAdd(product, ports.prepare), {
            ...ports.add,
            forceServerSilence: true,
          });
          ports.dispatch(add.actions);
          break;
        }
        case "refreshIds":
        case "takeServerLine":
        case "removeLocalLine":
          ports.dispatch(effect.actions);
          break;
      }
    } catch (error) {
      ports.log?.(error);
    }
    if (cutOff) break;
  }
  const diff: DiffLog = {
    items: [...plan.diff.items, ...answers.flatMap((log) => log.items)],
    serverResponses: [...plan.diff.serverResponses, ...answers.flatMap((log) => log.serverResponses)],
    clientNotifications: [
      ...plan.diff.clientNotifications,
      ...answers.flatMap((log) => log.clientNotifications),
    ],
  };
  const state = ports.getState();
  return {
    diff: closeMergeDiff(diff, {
      hashChanged: isCartHashChanged(state),
      totalsSyncRequired: isTotalsSyncRequired(state),
    }),
    commands: cutOff ? [] : plan.commands,
    ...(cutOff ? { cutOff } : {}),
  };
}

/** The answer of a request; a rejection is an answer with code `null` (no answer), logged. */
async function answerOf(
  request: () => Promise<ServerResponse>,
  log: ((error: unknown) => void) | undefined,
): Promise<ServerResponse> {
  try {
    return await request();
  } catch (error) {
    log?.(error);
    return { code: null, result: error instanceof Error ? error.message : String(error) };
  }
}
