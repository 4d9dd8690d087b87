-- audio/wavfiles.lua -- sound files the audio specs write for themselves in a fresh temporary
-- folder (absolute paths), so every file a spec plays is one its own run made: 16-bit PCM WAVs of
-- a given length, and broken ones (not audio, cut short). files.cleanup() removes them all.

local files = {}
local made = {}
local base = os.tmpname() -- a fresh name; its file is removed and the name used as a prefix
os.remove(base)

local function le(n, bytes)
    local out = {}
    for i = 1, bytes do
        out[i] = string.char(n % 256)
        n = math.floor(n / 256)
    end
    return table.concat(out)
end

local function write(name, data)
    local path = base .. "_" .. name
    local f = assert(io.open(path, "wb"))
    f:write(data)
    f:close()
    made[#made + 1] = path
    return path
end

--- A WAV of `seconds` of a 440 Hz tone at `rate` (default 22050) samples per second, `channels`
--- (default 1); `amplitude` 0..1 (default 0.5). Returns its absolute path.
function files.wav(name, seconds, rate, channels, amplitude)
    rate, channels, amplitude = rate or 22050, channels or 1, amplitude or 0.5
    local frames = math.floor(seconds * rate + 0.5)
    local samples = {}
    for i = 0, frames - 1 do
        local v = math.floor(math.sin(2 * math.pi * 440 * i / rate) * amplitude * 32767 + 0.5)
        if v < 0 then v = v + 65536 end
        local s = le(v, 2)
        for c = 1, channels do samples[#samples + 1] = s end
    end
    local data = table.concat(samples)
    local header = "RIFF" .. le(36 + #data, 4) .. "WAVE" .. "fmt " .. le(16, 4) .. le(1, 2) .. le(channels, 2) ..
                   le(rate, 4) .. le(rate * channels * 2, 4) .. le(channels * 2, 2) .. le(16, 2) ..
                   "data" .. le(#data, 4)
    return write(name, header .. data)
end

--- A file named like audio that holds text.
function files.text(name)
    return write(name, "this is not a sound, only text with a .wav name\n")
end

--- The first `bytes` bytes of a valid WAV of `seconds`: a header that promises more than there is.
function files.truncated(name, seconds, bytes)
    local path = files.wav(name .. ".full", seconds)
    local f = assert(io.open(path, "rb"))
    local data = f:read("*a")
    f:close()
    return write(name, data:sub(1, bytes))
end

--- A path in the same folder that does not exist.
function files.missing(name)
    return base .. "_" .. name
end

function files.cleanup()
    for _, path in ipairs(made) do os.remove(path) end
    made = {}
end

return files
