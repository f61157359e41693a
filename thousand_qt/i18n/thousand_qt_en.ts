<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="en">
<context>
    <name>ReviewPanel</name>
    <message numerus="yes">
        <source>Expected cost: %n point(s).</source>
        <translation>
            <numerusform>Expected cost: %n point.</numerusform>
            <numerusform>Expected cost: %n points.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n decision(s) judged.</source>
        <translation>
            <numerusform>%n decision judged.</numerusform>
            <numerusform>%n decisions judged.</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>TableController</name>
    <message numerus="yes">
        <source>Trick: {0}, %n point(s) in it.</source>
        <translation>
            <numerusform>Trick: {0}, %n point in it.</numerusform>
            <numerusform>Trick: {0}, %n points in it.</numerusform>
        </translation>
    </message>
</context>
</TS>
