//! A small markup writer: the charts (and their legends and tables) are written as one markup
//! string each and handed to the page whole, which costs far less code than building every
//! element through the UI framework (measured: 10 to 15 KB of wasm per chart). Text and attribute values are escaped; there is no `style`
//! attribute to write, so the page's CSP (`style-src 'self'`) holds.

use super::c;

/// SVG markup under construction.
#[derive(Default)]
pub struct Svg(String);

/// `text` with `&`, `<`, `>` and `"` escaped, for text and attribute values.
pub fn escape(text: &str) -> String {
    let mut out = String::with_capacity(text.len());
    for ch in text.chars() {
        match ch {
            '&' => out.push_str("&amp;"),
            '<' => out.push_str("&lt;"),
            '>' => out.push_str("&gt;"),
            '"' => out.push_str("&quot;"),
            _ => out.push(ch),
        }
    }
    out
}

impl Svg {
    /// Opens the drawing: `width` × `height` user units, one per CSS pixel, named by the
    /// elements `{id}-t` (title) and `{id}-d` (description).
    pub fn new(id: &str, width: f64, height: f64) -> Svg {
        let mut s = Svg(String::with_capacity(4096));
        s.tag("svg")
            .a("class", "chart-svg")
            .a("xmlns", "http://www.w3.org/2000/svg")
            .a("role", "group")
            .a("aria-labelledby", &format!("{id}-t"))
            .a("aria-describedby", &format!("{id}-d"))
            .n("width", width)
            .n("height", height)
            .a("viewBox", &format!("0 0 {} {}", c(width), c(height)))
            .open();
        s
    }

    /// Starts an element: `<name`.
    pub fn tag(&mut self, name: &str) -> &mut Svg {
        self.0.push('<');
        self.0.push_str(name);
        self
    }

    /// An attribute with a text value.
    pub fn a(&mut self, name: &str, value: &str) -> &mut Svg {
        self.0.push(' ');
        self.0.push_str(name);
        self.0.push_str("=\"");
        self.0.push_str(&escape(value));
        self.0.push('"');
        self
    }

    /// An attribute with a coordinate value.
    pub fn n(&mut self, name: &str, value: f64) -> &mut Svg {
        self.a(name, &c(value))
    }

    /// Ends a start tag whose children follow.
    pub fn open(&mut self) -> &mut Svg {
        self.0.push('>');
        self
    }

    /// Ends an element with no children.
    pub fn end(&mut self) {
        self.0.push_str("/>");
    }

    /// Markup written by hand (fixed definitions such as patterns), added as it is.
    pub fn raw(&mut self, markup: &str) {
        self.0.push_str(markup);
    }

    /// Text content.
    pub fn text(&mut self, text: &str) -> &mut Svg {
        self.0.push_str(&escape(text));
        self
    }

    /// Closes an element: `</name>`.
    pub fn close(&mut self, name: &str) {
        self.0.push_str("</");
        self.0.push_str(name);
        self.0.push('>');
    }

    /// A `<text>` element at (`x`, `y`) with a class.
    pub fn label(&mut self, class: &str, x: f64, y: f64, text: &str) {
        self.tag("text")
            .a("class", class)
            .n("x", x)
            .n("y", y)
            .open()
            .text(text);
        self.close("text");
    }

    /// Closes the drawing and gives the markup.
    pub fn finish(mut self) -> String {
        self.close("svg");
        self.0
    }

    /// The markup written so far, for writers that did not open a drawing (tables, legends).
    pub fn into_markup(self) -> String {
        self.0
    }

    /// `<name class="…">text</name>`.
    pub fn element(&mut self, name: &str, class: &str, text: &str) {
        self.tag(name);
        if !class.is_empty() {
            self.a("class", class);
        }
        self.open().text(text).close(name);
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn writes_escaped_markup() {
        let mut s = Svg::new("x", 320.0, 100.5);
        s.tag("rect")
            .a("class", "seg k0")
            .n("x", 1.25)
            .n("width", 10.0)
            .end();
        s.label("name", 0.0, 13.0, "A & B <c> \"d\"");
        let out = s.finish();
        assert!(out.starts_with("<svg class=\"chart-svg\""), "{out}");
        assert!(out.contains("viewBox=\"0 0 320 100.5\""));
        assert!(
            out.contains("<rect class=\"seg k0\" x=\"1.3\" width=\"10\"/>"),
            "{out}"
        );
        assert!(
            out.contains(">A &amp; B &lt;c&gt; &quot;d&quot;</text>"),
            "{out}"
        );
        assert!(out.ends_with("</svg>"));
        assert!(!out.contains("style"));
    }
}
