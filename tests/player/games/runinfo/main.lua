-- What a game learns about the run: kite.headless, kite.frames (the --frames limit), kite.seed.
print(string.format("headless=%s frames=%s seed=%s", tostring(kite.headless), tostring(kite.frames), tostring(kite.seed)))
