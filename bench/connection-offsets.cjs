'use strict'
/**
 * autocannon `setupClient` (a file, as its worker threads need): connection n starts its round
 * of requests at position 7·n instead of all starting at the first. Twenty shoppers do not type
 * the same search at the same moment; in lockstep, every connection would ask for the costliest
 * search together and the figures would measure that coincidence (docs/decisions/0204).
 */
let connections = 0

module.exports = function offsetRequests(client) {
  const requests = client.opts.requests
  const start = (connections++ * 7) % requests.length
  client.setRequests([...requests.slice(start), ...requests.slice(0, start)])
}
