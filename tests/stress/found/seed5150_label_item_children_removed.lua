-- stress program seed=5475032964323638781 teardown=lua-first
-- Scripted stress seed 5150 under ASan, minimised: removeAllChildrenWithCleanup on a label menu item
-- freed its label while the item still pointed at it; a later setString read the freed label (the
-- item now keeps its label retained).
R("newAdd", 1, "MenuItem", 0, 4, 3)
R("rmallc", 1, true)
R("step", 1)
R("widgetOp", 7, 1, 36, function() R("afinish", 3, function() R("fromK", 6, 5) R("gc") R("customObj") R("reorder", 4, 9, -1) RAISE() end) end)
