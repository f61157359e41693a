"""The table's look for what is shown over it: the felt's greens, the plates' cream text and
gold, and the plates' font (DejaVu Sans), for the end-of-deal summary, the game's result, the
statistics, the score sheet and the review's panel, instead of the desktop's grey tables.

:func:`apply_felt` gives a widget (a dialog, the score sheet's dock) the style sheet and the
font; tables keep their own colours only where a cell sets one (a redeal's grey row).
"""

from __future__ import annotations

from PySide6.QtGui import QColor, QFont, QPalette
from PySide6.QtWidgets import QWidget

#: The baize: its colour in the middle, half way out and at the edge (the table's gradient).
FELT_CENTRE, FELT_MIDDLE, FELT_EDGE = "#2e7d4a", "#1f6338", "#123f23"
#: The plates' colours: text, dimmer text, gold (titles, totals, the winner).
TEXT, DIM, GOLD = "#f4f1e6", "#c9d8c9", "#ffd866"
#: The font of the plates and panels on the table.
FONT_FAMILY = "DejaVu Sans"

# the baize as a style sheet's background: the table's radial gradient
_FELT = (f"qradialgradient(cx:0.5, cy:0.42, radius:0.85, fx:0.5, fy:0.42, stop:0 {FELT_CENTRE}, "
         f"stop:0.6 {FELT_MIDDLE}, stop:1 {FELT_EDGE})")

_SHEET = """
#{name} {{ background: {felt}; color: {text}; }}
#{name} QLabel {{ color: {text}; background: transparent; }}
#{name} QLabel#headline {{ color: {gold}; }}
#{name} QLabel#note {{ color: {dim}; }}
#{name} QLabel#problem {{ color: #ffb199; }}
#{name} QTableWidget {{ background: rgba(0, 20, 8, 150); alternate-background-color: rgba(255, 255, 255, 16);
          color: {text}; gridline-color: rgba(255, 255, 255, 38); border: 1px solid rgba(255, 255, 255, 60);
          border-radius: 6px; selection-background-color: rgba(255, 216, 102, 70); selection-color: {text}; }}
#{name} QHeaderView {{ background: transparent; }}
#{name} QHeaderView::section {{ background: rgba(0, 28, 12, 210); color: {gold}; font-weight: bold;
          border: none; border-bottom: 1px solid rgba(255, 216, 102, 110); padding: 3px 6px; }}
#{name} QTableCornerButton::section {{ background: rgba(0, 28, 12, 210); border: none; }}
#{name} QPushButton {{ background: {text}; color: {edge}; border: 1px solid #c8b98a; border-radius: 5px;
          padding: 5px 14px; }}
#{name} QPushButton:hover {{ background: #fffaf0; }}
#{name} QPushButton:pressed {{ background: #e2d9bf; }}
#{name} QPushButton:default {{ border: 2px solid #d9b648; }}
#{name} QPushButton:focus {{ border: 2px solid {gold}; background: #fff6d8; }}
#{name} QPushButton:disabled {{ background: rgba(244, 241, 230, 90); color: rgba(20, 40, 24, 140);
          border: 1px solid rgba(200, 185, 138, 80); }}
#{name} QScrollBar:vertical {{ background: rgba(0, 20, 8, 120); width: 12px; margin: 0; border: none; }}
#{name} QScrollBar:horizontal {{ background: rgba(0, 20, 8, 120); height: 12px; margin: 0; border: none; }}
#{name} QScrollBar::handle {{ background: rgba(255, 216, 102, 110); border-radius: 4px; margin: 2px;
          min-height: 24px; min-width: 24px; }}
#{name} QScrollBar::handle:hover {{ background: rgba(255, 216, 102, 170); }}
#{name} QScrollBar::add-line, #{name} QScrollBar::sub-line {{ width: 0; height: 0; border: none; background: none; }}
#{name} QScrollBar::add-page, #{name} QScrollBar::sub-page {{ background: none; }}
#{name} QGroupBox {{ color: {gold}; border: 1px solid rgba(255, 216, 102, 90); border-radius: 6px;
          margin-top: 1.3em; padding: 6px 4px 4px 4px; }}
#{name} QGroupBox::title {{ subcontrol-origin: margin; left: 8px; padding: 0 4px; }}
#{name} QListWidget {{ background: rgba(0, 20, 8, 150); color: {text}; border: 1px solid rgba(255, 255, 255, 60);
          border-radius: 6px; }}
#{name} QListWidget::item:selected {{ background: rgba(255, 216, 102, 70); color: {text}; }}
#{name} QComboBox {{ background: {text}; color: {edge}; border: 1px solid #c8b98a; border-radius: 5px;
          padding: 2px 8px; }}
#{name} QComboBox QAbstractItemView {{ background: {text}; color: {edge}; selection-background-color: #ffe9a8;
          selection-color: {edge}; }}
#{name} QProgressBar {{ background: rgba(0, 20, 8, 150); color: {text}; border: 1px solid rgba(255, 255, 255, 60);
          border-radius: 5px; text-align: center; }}
#{name} QProgressBar::chunk {{ background: rgba(255, 216, 102, 150); border-radius: 4px; }}
"""

_DOCK = """
#{name} {{ color: {gold}; font-weight: bold; }}
#{name}::title {{ background: {edge}; padding: 4px 6px; }}
#{name} QTableWidget {{ background: {middle}; font-weight: normal; }}
#{name} QScrollArea {{ background: {middle}; border: none; font-weight: normal; }}
#{name} QScrollArea > QWidget > QWidget {{ background: {felt}; }}
"""


def felt_sheet(name: str, dock: bool = False) -> str:
    """The style sheet for the widget named ``name`` and what it holds (``dock``: a dock widget,
    whose title bar is styled too)."""
    colours = dict(name=name, centre=FELT_CENTRE, middle=FELT_MIDDLE, edge=FELT_EDGE, text=TEXT, dim=DIM,
                   gold=GOLD, felt=_FELT)
    sheet = _SHEET.format(**colours)
    return sheet + _DOCK.format(**colours) if dock else sheet


def felt_palette(palette: QPalette) -> QPalette:
    """``palette`` with the table's colours (for what paints itself from its palette: a chart)."""
    out = QPalette(palette)
    out.setColor(QPalette.ColorRole.Base, QColor(0, 20, 8, 150))
    out.setColor(QPalette.ColorRole.Text, QColor(TEXT))
    out.setColor(QPalette.ColorRole.WindowText, QColor(TEXT))
    out.setColor(QPalette.ColorRole.PlaceholderText, QColor(DIM))
    out.setColor(QPalette.ColorRole.Highlight, QColor(GOLD))
    return out


def scaled_font(font: QFont, factor: float, bold: bool | None = None) -> QFont:
    """``font`` ``factor`` times as large (set in pixels or in points), bold if asked."""
    out = QFont(font)
    if out.pixelSize() > 0:
        out.setPixelSize(max(1, round(out.pixelSize() * factor)))
    else:
        out.setPointSizeF(out.pointSizeF() * factor)
    if bold is not None:
        out.setBold(bold)
    return out


#: A widget's property: its font is this many times the others', and bold (a headline).
SCALE_PROPERTY = "feltScale"


def apply_felt(widget: QWidget, dock: bool = False, text_px: int | None = None) -> None:
    """Give ``widget`` and everything in it the table's look: the felt behind, the plates'
    colours and font, at ``text_px`` pixels if given (else the size it has); a child with the
    :data:`SCALE_PROPERTY` larger and bold. Call it once its children exist (styled children
    do not inherit a font: each is given its own)."""
    if not widget.objectName():
        widget.setObjectName(type(widget).__name__)
    widget.setStyleSheet(felt_sheet(widget.objectName(), dock))
    base = QFont(widget.font())
    base.setFamily(FONT_FAMILY)
    if text_px:
        base.setPixelSize(text_px)
    widget.setFont(base)
    for child in widget.findChildren(QWidget):
        scale = child.property(SCALE_PROPERTY)
        child.setFont(scaled_font(base, float(scale), bold=True) if scale else base)
    for chart in widget.findChildren(QWidget, "chart"):
        chart.setPalette(felt_palette(chart.palette()))
