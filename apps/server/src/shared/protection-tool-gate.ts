import type { ProtectionTool } from '@lobby/contract';
import type { FastifyRequest } from 'fastify';
import { ApiError } from './api-error.ts';

/**
 * Route guard (preHandler) of a protection tool's operations: 403 protection_tool_off (value.tool) when the
 * request's merchant switched the tool off (decision 0059). What the member set while it was on stays in force.
 */
export const requireProtectionTool =
  (tool: ProtectionTool) =>
  async (request: FastifyRequest): Promise<void> => {
    if (!request.merchant.config.protectionTools[tool])
      throw new ApiError(403, 'protection_tool_off', { tool });
  };
