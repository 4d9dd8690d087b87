-- ccui.ScrollviewEventType's values (0..10) by the names UIScrollView.lua and UIListView.lua give
-- their events.
return {[0] = "SCROLL_TO_TOP", "SCROLL_TO_BOTTOM", "SCROLL_TO_LEFT", "SCROLL_TO_RIGHT", "SCROLLING",
    "BOUNCE_TOP", "BOUNCE_BOTTOM", "BOUNCE_LEFT", "BOUNCE_RIGHT", "CONTAINER_MOVED", "AUTOSCROLL_ENDED"}
