; The Windows installer of the bundle (Inno Setup 6). The hosted workflow builds it after the
; bundle (.github/workflows/build.yml, job "windows"), from the repository's root:
;   iscc /DAppVersion=0.1.0 packaging\thousand-qt.iss   ->  dist\thousand-qt-0.1.0-setup.exe
; It installs for the current user only (no administrator: %LOCALAPPDATA%\Programs\Thousand),
; adds Start-menu entries, opens *.thousand files with the game and shows its icon on them.
; The uninstaller removes the program, the entries and the file type; the player's own saved
; games, statistics and settings (in the user's folders, not here) stay.
; Written and checked (tests/packaging/test_installers.py) on Linux; compiled by iscc only on
; the hosted Windows runner.

#ifndef AppVersion
  #error Give the version: iscc /DAppVersion=X.Y.Z packaging\thousand-qt.iss
#endif
#define AppName "Thousand"
#define AppExe "thousand-qt.exe"
#define ProgId "ThousandQt.Game"

[Setup]
AppId=io.github.thousand_qt.Thousand
AppName={#AppName}
AppVersion={#AppVersion}
AppVerName={#AppName} {#AppVersion}
AppPublisher=The Thousand (thousand-qt) developers
DefaultDirName={autopf}\{#AppName}
DefaultGroupName={#AppName}
DisableProgramGroupPage=yes
PrivilegesRequired=lowest
ChangesAssociations=yes
ArchitecturesAllowed=x64compatible
ArchitecturesInstallIn64BitMode=x64compatible
SourceDir=..
OutputDir=dist
OutputBaseFilename=thousand-qt-{#AppVersion}-setup
SetupIconFile=resources\icons\thousand-qt.ico
UninstallDisplayIcon={app}\{#AppExe}
UninstallDisplayName={#AppName}
Compression=lzma2
SolidCompression=yes
WizardStyle=modern

[Languages]
Name: "english"; MessagesFile: "compiler:Default.isl"
Name: "russian"; MessagesFile: "compiler:Languages\Russian.isl"
Name: "polish"; MessagesFile: "compiler:Languages\Polish.isl"
Name: "ukrainian"; MessagesFile: "compiler:Languages\Ukrainian.isl"

[Tasks]
Name: "desktopicon"; Description: "{cm:CreateDesktopIcon}"; GroupDescription: "{cm:AdditionalIcons}"; Flags: unchecked

[Files]
; the PyInstaller folder of `pyinstaller packaging/thousand-qt.spec`: thousand-qt.exe and _internal\
Source: "dist\thousand-qt\*"; DestDir: "{app}"; Flags: ignoreversion recursesubdirs createallsubdirs

[Icons]
Name: "{group}\{#AppName}"; Filename: "{app}\{#AppExe}"
Name: "{group}\{cm:UninstallProgram,{#AppName}}"; Filename: "{uninstallexe}"
Name: "{autodesktop}\{#AppName}"; Filename: "{app}\{#AppExe}"; Tasks: desktopicon

[Registry]
; *.thousand (HKA: the current user's classes, as the install is per user)
Root: HKA; Subkey: "Software\Classes\.thousand"; ValueType: string; ValueName: ""; ValueData: "{#ProgId}"; Flags: uninsdeletevalue uninsdeletekeyifempty
Root: HKA; Subkey: "Software\Classes\.thousand\OpenWithProgids"; ValueType: string; ValueName: "{#ProgId}"; ValueData: ""; Flags: uninsdeletevalue uninsdeletekeyifempty
Root: HKA; Subkey: "Software\Classes\{#ProgId}"; ValueType: string; ValueName: ""; ValueData: "Thousand game record"; Flags: uninsdeletekey
Root: HKA; Subkey: "Software\Classes\{#ProgId}\DefaultIcon"; ValueType: string; ValueName: ""; ValueData: "{app}\{#AppExe},0"
Root: HKA; Subkey: "Software\Classes\{#ProgId}\shell\open\command"; ValueType: string; ValueName: ""; ValueData: """{app}\{#AppExe}"" ""%1"""
Root: HKA; Subkey: "Software\Classes\Applications\{#AppExe}"; Flags: uninsdeletekey
Root: HKA; Subkey: "Software\Classes\Applications\{#AppExe}\SupportedTypes"; ValueType: string; ValueName: ".thousand"; ValueData: ""; Flags: uninsdeletekey

[Run]
Filename: "{app}\{#AppExe}"; Description: "{cm:LaunchProgram,{#AppName}}"; Flags: nowait postinstall skipifsilent
