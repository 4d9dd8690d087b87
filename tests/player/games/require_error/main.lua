-- The error is in a required module: its path relative to the game shows in the message.
require("lib.broken")
