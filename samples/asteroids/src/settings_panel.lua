-- settings_panel.lua -- the title's SETTINGS panel, in ccui: a Slider for the volume of every
-- sound, a CheckBox for the sound on or off (the same switch as M), and a DONE button. The panel
-- swallows the touches on it; onClose runs when it goes, and the session logs the settings then.

local ui = require("src.ui")
local sound = require("src.sound")

local SettingsPanel = {}

function SettingsPanel.create(session, onClose)
    local panel = ui.panel(420, 260)
    panel:setName("settings")
    panel:setAnchorPoint(cc.p(0.5, 0.5))

    ui.label(panel, "SETTINGS", true, 30, 210, 220, 0.5, cc.c4b(140, 220, 255, 255))

    ui.label(panel, "VOLUME", false, 18, 40, 160, 0, ui.CAPTION)
    local volume = ccui.Slider:create()
    volume:setName("volume")
    volume:loadBarTexture("ui_bar.png", ui.SHEET)
    volume:loadProgressBarTexture("ui_bar_fill.png", ui.SHEET)
    volume:loadSlidBallTextures("ui_knob.png", "", "", ui.SHEET)
    volume:setPercent(math.floor(sound.volume * 100 + 0.5))
    volume:setPosition(270, 160)
    volume:addEventListener(function(sender, eventType)
        if eventType == ccui.SliderEventType.percentChanged then sound.setVolume(sender:getPercent() / 100) end
    end)
    panel:addChild(volume)

    ui.label(panel, "SOUND", false, 18, 40, 105, 0, ui.CAPTION)
    local soundOn = ccui.CheckBox:create("ui_box.png", "ui_tick.png", ui.SHEET)
    soundOn:setName("sound")
    soundOn:setSelected(not sound.muted)
    soundOn:setPosition(204, 105)
    soundOn:addEventListener(function(sender, eventType)
        sound.setMuted(eventType == ccui.CheckBoxEventType.unselected)
    end)
    panel:addChild(soundOn)

    local done = ui.button("DONE", 160, 44, 22, function()
        panel:removeFromParent()
        onClose()
    end)
    panel:registerScriptHandler(function(event)
        if event == "exit" then
            session:log("SETTINGS VOLUME %d SOUND %s", math.floor(sound.volume * 100 + 0.5), sound.muted and "off" or "on")
        end
    end)
    done:setName("done")
    done:setPosition(210, 40)
    panel:addChild(done)
    return panel
end

return SettingsPanel
