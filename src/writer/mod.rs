//! A small markup writer: read-only parts of the page are written as one string each and handed
//! to the page whole, which costs far less code than building every element through the UI
//! framework. Text and attribute values are escaped; there is no way to write a `style`
//! attribute by accident, and the page's CSP (`style-src 'self'`) forbids one anyway.
//! [`Refs`] numbers the documents a result cites. The result's markup and its charts both write
//! through this module, and it imports neither, so each arrow points one way.

mod refs;
pub use refs::Refs;

/// Markup under construction.
#[derive(Default)]
pub struct Markup(String);

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

impl Markup {
    /// Starts an element: `<name`.
    pub fn tag(&mut self, name: &str) -> &mut Markup {
        self.0.push('<');
        self.0.push_str(name);
        self
    }

    /// An attribute with a text value.
    pub fn a(&mut self, name: &str, value: &str) -> &mut Markup {
        self.0.push(' ');
        self.0.push_str(name);
        self.0.push_str("=\"");
        self.0.push_str(&escape(value));
        self.0.push('"');
        self
    }

    /// Ends a start tag whose children follow.
    pub fn open(&mut self) -> &mut Markup {
        self.0.push('>');
        self
    }

    /// Markup written by this module, added as it is.
    pub fn raw(&mut self, markup: &str) {
        self.0.push_str(markup);
    }

    /// Text content.
    pub fn text(&mut self, text: &str) -> &mut Markup {
        self.0.push_str(&escape(text));
        self
    }

    /// Closes an element: `</name>`.
    pub fn close(&mut self, name: &str) {
        self.0.push_str("</");
        self.0.push_str(name);
        self.0.push('>');
    }

    /// `<name class="…">text</name>`.
    pub fn element(&mut self, name: &str, class: &str, text: &str) {
        self.tag(name);
        if !class.is_empty() {
            self.a("class", class);
        }
        self.open().text(text).close(name);
    }

    /// The markup written.
    pub fn into_markup(self) -> String {
        self.0
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn writes_escaped_markup() {
        let mut m = Markup::default();
        m.tag("a")
            .a("href", "#x\"><script>")
            .open()
            .text("A & B <c>");
        m.close("a");
        assert_eq!(
            m.into_markup(),
            "<a href=\"#x&quot;&gt;&lt;script&gt;\">A &amp; B &lt;c&gt;</a>"
        );
    }
}
