/**
 * Lua shared by the budget scripts (`redis-budget-store.ts`): a window's log, the requests
 * counted per bucket, read into a table from bucket number (its start over its length) to
 * count, changed there, and written back once at the end of the script.
 *
 * Two encodings, each read whichever a key holds:
 * - **a ring**, for a log retaining at most 64 buckets (a key's minute of reads or writes)
 *   with more than four of them counted: a string of the newest bucket's number (8 bytes)
 *   and then one count per bucket, bucket k at slot k mod slots, one byte each while every
 *   count is under 256, else two. Sixty counts of a key polled every second take 69 bytes,
 *   where a hash from bucket start to count took about 720 (two fields of up to 13 digits).
 * - **a hash** from bucket start (epoch ms) to count, for a sparse log: a listing's hour (a
 *   few writes in 3,600 buckets), or a minute with four buckets or fewer (a class's few
 *   reads), which it holds in fewer bytes than a ring.
 *
 * A minute a release before rings wrote as a hash is read as one too, so an upgrade keeps its
 * counts.
 */
export const BUDGET_LOG_LUA = `
local logs = {}

local function logOf(key, bucket, retain)
  local log = logs[key]
  if log then return log end
  local slots = math.ceil(retain / bucket) + 1
  log = {bucket = bucket, retain = retain, slots = slots, ring = slots <= 64, counts = {}}
  local raw = redis.pcall('GET', key)
  if type(raw) == 'string' then
    local width = (#raw - 8) / slots
    local head = struct.unpack('>d', raw)
    for s = 0, slots - 1 do
      local n = 0
      if width == 1 then n = string.byte(raw, 9 + s) elseif width == 2 then n = struct.unpack('>H', raw, 9 + 2 * s) end
      if n > 0 then log.counts[head - (head - s) % slots] = n end
    end
  elseif type(raw) == 'table' and raw.err then
    local flat = redis.call('HGETALL', key)
    for j = 1, #flat, 2 do
      local k = math.floor(tonumber(flat[j]) / bucket)
      log.counts[k] = (log.counts[k] or 0) + tonumber(flat[j + 1])
    end
  end
  logs[key] = log
  return log
end

local function addTo(key, bucket, retain, k, count)
  local log = logOf(key, bucket, retain)
  log.counts[k] = (log.counts[k] or 0) + count
  log.dirty = true
end

local function saveLogs(now)
  for key, log in pairs(logs) do
    if log.dirty then
      local bucket, slots = log.bucket, log.slots
      local gone = now - log.retain
      local filled, widest = 0, 0
      for k, n in pairs(log.counts) do
        if (k + 1) * bucket <= gone or n <= 0 then log.counts[k] = nil
        else
          filled = filled + 1
          if n > widest then widest = n end
        end
      end
      if filled == 0 then redis.call('DEL', key)
      elseif log.ring and filled > 4 then
        local head = math.floor(now / bucket)
        local parts = {struct.pack('>d', head)}
        for s = 0, slots - 1 do
          local n = math.min(log.counts[head - (head - s) % slots] or 0, 65535)
          if widest < 256 then parts[s + 2] = string.char(n) else parts[s + 2] = struct.pack('>H', n) end
        end
        redis.call('SET', key, table.concat(parts), 'PX', log.retain)
      else
        local fields = {}
        for k, n in pairs(log.counts) do
          fields[#fields + 1] = k * bucket
          fields[#fields + 1] = n
        end
        redis.call('DEL', key)
        redis.call('HSET', key, unpack(fields))
        redis.call('PEXPIRE', key, log.retain)
      end
    end
  end
end
`;
