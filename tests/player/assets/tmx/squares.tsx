<?xml version="1.0" encoding="UTF-8"?>
<tileset name="squares" tilewidth="8" tileheight="8" margin="1" spacing="1">
 <image source="squares.png" width="37" height="19"/>
 <tile id="7"><properties><property name="kind" value="shade"/></properties></tile>
</tileset>
