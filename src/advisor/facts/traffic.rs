//! The volume a catalog model serves, as a person knows it (requests a day, tokens in and out per
//! request, the hours a day the requests come in), turned into tokens a month and the rate at
//! peak; and the data a fine-tuning job trains on. Integer arithmetic on what was said, no guess:
//! a month is 730 hours (30.4 days), as everywhere in the cost model, and the peak is the day's
//! requests spread evenly over the hours they come in (bursts go higher, and the page says so).

use serde::Serialize;

/// Requests a day: the range a link may carry.
pub const MAX_REQUESTS: u32 = 100_000_000;
/// Tokens in one request: the range a link may carry (the largest contexts hold about a million).
pub const MAX_TOKENS_IN: u32 = 2_000_000;
pub const MAX_TOKENS_OUT: u32 = 1_000_000;
/// People who use the model (`users`): the range a link may carry.
pub const MAX_USERS: u32 = 10_000_000;
/// Requests one person makes a day (`userreq`): the range a link may carry.
pub const MAX_USER_REQUESTS: u32 = 1_000;
/// Requests one person makes a day where nobody said. No source gives such a figure: it is an
/// assumption, stated as one wherever it is used, for the person to change.
pub const DEFAULT_USER_REQUESTS: u32 = 10;
/// Training tokens × epochs of one fine-tuning job may not exceed 2 billion (quotas page, §8).
pub const MAX_TRAINED_K: u64 = 2_000_000;
pub const MAX_EPOCHS: u8 = 50;

/// What a catalog model serves. `monthly` holds volumes a link gave directly in millions of
/// tokens a month (`tokensin`, `tokensout`, links written before requests were asked), in
/// thousands of tokens; without requests a day, such a link says nothing of the peak.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize)]
pub struct Traffic {
    pub requests: u32,
    pub tokens_in: u32,
    pub tokens_out: u32,
    pub day_hours: u8,
    /// The days a week the requests come in (`days`): 5 for weekdays, 7 every day (left out of
    /// the exports, as of the link, where it is every day).
    #[serde(skip_serializing_if = "every_day")]
    pub week_days: u8,
    pub monthly: Option<(u32, u32)>,
    /// The people the requests come from, where the traffic was given as people: then
    /// `requests` is their product. Written `users` in the exports, as in the link (`people`
    /// is kept for the team members who work this way).
    #[serde(rename = "users")]
    pub people: Option<People>,
}

fn every_day(days: &u8) -> bool {
    *days == 7
}

/// Traffic as the people who will use the model: how many, and the requests each makes a day
/// (`assumed`: nobody gave that figure, [`DEFAULT_USER_REQUESTS`] is used).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize)]
pub struct People {
    #[serde(rename = "count")]
    pub users: u32,
    pub requests_each: u32,
    pub assumed: bool,
}

impl People {
    /// Requests a day: people × requests each (at most [`MAX_USERS`] × [`MAX_USER_REQUESTS`]).
    pub fn requests(&self) -> u64 {
        u64::from(self.users) * u64::from(self.requests_each)
    }

    /// "5,000 people × 10 requests a day = 50,000 requests a day", with the assumption named
    /// when it is one.
    pub fn words(&self) -> String {
        let people = if self.users == 1 { "person" } else { "people" };
        let each = if self.requests_each == 1 {
            "request"
        } else {
            "requests"
        };
        let assumed = if self.assumed {
            " (requests per person: an assumption, not a published figure; change it to what you expect)"
        } else {
            ""
        };
        let total = if self.requests() == 1 {
            "request"
        } else {
            "requests"
        };
        format!(
            "{} {people} × {} {each} a day = {} {total} a day{assumed}",
            group(u64::from(self.users)),
            group(u64::from(self.requests_each)),
            group(self.requests())
        )
    }
}

/// The volume assumed where nobody said (the CLI's partial queries): 1,000 requests a day of
/// 2,000 tokens in and 500 out, over a working day of 8 hours.
pub const DEFAULT_TRAFFIC: Traffic = Traffic {
    requests: 1_000,
    tokens_in: 2_000,
    tokens_out: 500,
    day_hours: 8,
    week_days: 7,
    monthly: None,
    people: None,
};

/// Presets for the people who will use the model: (people, what they are like).
pub const USER_PRESETS: [(u32, &str); 3] = [
    (50, "50 people: a team"),
    (5_000, "5,000 people: a company's staff"),
    (1_000_000, "1 million people: a public app"),
];

/// Presets for the wizard and the usage fields: (requests a day, what they are like).
pub const REQUEST_PRESETS: [(u32, &str); 4] = [
    (1_000, "1,000 a day: a team's internal assistant"),
    (10_000, "10,000 a day"),
    (100_000, "100,000 a day"),
    (1_000_000, "1 million a day: a public app"),
];

/// (tokens in, tokens out, what such a request is like).
pub const SIZE_PRESETS: [(u32, u32, &str); 4] = [
    (500, 200, "a short chat turn"),
    (2_000, 500, "a question with some context"),
    (8_000, 800, "a question over retrieved documents"),
    (30_000, 1_500, "a long document summarised"),
];

/// (days a week, what they mean).
pub const DAYS_PRESETS: [(u8, &str); 2] = [(5, "weekdays"), (7, "every day")];

/// (hours a day, what it means).
pub const HOURS_PRESETS: [(u8, &str); 3] = [
    (8, "a working day"),
    (12, "business hours across time zones"),
    (24, "around the clock"),
];

impl Traffic {
    /// Requests a day of so many tokens in and out, over so many hours a day: no monthly
    /// volume, no people.
    pub const fn daily(requests: u32, tokens_in: u32, tokens_out: u32, day_hours: u8) -> Self {
        Traffic {
            requests,
            tokens_in,
            tokens_out,
            day_hours,
            week_days: 7,
            monthly: None,
            people: None,
        }
    }

    /// Thousands of tokens a month, in and out.
    pub fn month_k(&self) -> (u64, u64) {
        if let Some((i, o)) = self.monthly {
            return (u64::from(i), u64::from(o));
        }
        // Requests a day × tokens × the days of a month they come in (730 / 24 × days / 7), in
        // thousands.
        let month = |t: u32| {
            u64::from(self.requests) * u64::from(t) * 730 * u64::from(self.days()) / 168 / 1000
        };
        (month(self.tokens_in), month(self.tokens_out))
    }

    /// Requests a month.
    pub fn month_requests(&self) -> Option<u64> {
        self.monthly
            .is_none()
            .then(|| u64::from(self.requests) * 730 * u64::from(self.days()) / 168)
    }

    /// The days a week the requests come in, 1 to 7.
    pub fn days(&self) -> u8 {
        self.week_days.clamp(1, 7)
    }

    /// ", 5 days a week" where the requests do not come in every day ("" where they do).
    pub fn days_words(&self) -> String {
        match self.days() {
            7 => String::new(),
            1 => ", 1 day a week".to_string(),
            d => format!(", {d} days a week"),
        }
    }

    /// Requests a minute at peak: the day's requests evenly over the hours they come in
    /// (`None` for a monthly volume, which says nothing of requests).
    pub fn peak_rpm(&self) -> Option<f64> {
        self.monthly
            .is_none()
            .then(|| f64::from(self.requests) / (f64::from(self.day_hours.max(1)) * 60.0))
    }

    /// Hours a week at peak: the hours a day the requests come in, on the days they come in; all
    /// week for a monthly volume, which says nothing of the hours (its peak is the month's
    /// average).
    pub fn peak_hours_week(&self) -> f64 {
        match self.monthly {
            None => (f64::from(self.day_hours.clamp(1, 24)) * f64::from(self.days())).min(168.0),
            Some(_) => 168.0,
        }
    }

    /// Tokens a minute at peak, in and out: from the requests, or the month's average for a
    /// monthly volume.
    pub fn peak_tpm(&self) -> (f64, f64) {
        match self.peak_rpm() {
            Some(rpm) => (
                rpm * f64::from(self.tokens_in),
                rpm * f64::from(self.tokens_out),
            ),
            None => {
                let (i, o) = self.month_k();
                // 43,800 minutes in 730 hours.
                (i as f64 * 1000.0 / 43_800.0, o as f64 * 1000.0 / 43_800.0)
            }
        }
    }
}

/// What one fine-tuning job trains on: thousands of tokens in the training data, and epochs.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize)]
pub struct Training {
    pub tokens_k: u32,
    pub epochs: u8,
}

/// Where nobody said (the CLI): 10 million tokens, 3 epochs.
pub const DEFAULT_TRAINING: Training = Training {
    tokens_k: 10_000,
    epochs: 3,
};

/// (millions of training tokens, what they are like).
pub const TRAINING_PRESETS: [(u32, &str); 3] = [
    (1_000, "1 million: a few thousand examples"),
    (10_000, "10 million: tens of thousands of examples"),
    (100_000, "100 million: a large dataset"),
];

impl Training {
    /// Thousands of tokens trained: data × epochs.
    pub fn trained_k(&self) -> u64 {
        u64::from(self.tokens_k) * u64::from(self.epochs)
    }
}

/// What the traffic comes to, in words, under its fields: "60.8 million tokens in and 15.2 million
/// out a month; at peak about 2.1 requests and 5,208 tokens a minute."
pub fn words(t: &Traffic) -> String {
    let volume = volume_words(t);
    match t.people.filter(|_| t.monthly.is_none()) {
        Some(p) => format!("{}. {volume}", p.words()),
        None => volume,
    }
}

fn volume_words(t: &Traffic) -> String {
    let (i, o) = t.month_k();
    let month = format!(
        "{} tokens in and {} out a month",
        super::num::volume_words(i),
        super::num::volume_words(o)
    );
    let (ti, to) = t.peak_tpm();
    match t.peak_rpm() {
        Some(rpm) => format!(
            "That is {month}; at peak about {} requests and {} tokens a minute (spread evenly over {} hours a day{}; bursts go higher).",
            rate(rpm),
            rate(ti + to),
            t.day_hours,
            t.days_words()
        ),
        None => format!(
            "That is {month}, about {} tokens a minute on average; requests a day would give the peak.",
            rate(ti + to)
        ),
    }
}

/// "12,345".
pub fn group(n: u64) -> String {
    let s = n.to_string();
    let mut out = String::new();
    for (i, c) in s.chars().enumerate() {
        if i > 0 && (s.len() - i) % 3 == 0 {
            out.push(',');
        }
        out.push(c);
    }
    out
}

/// A rate as people read it: "4.2", "35", "12,500".
pub fn rate(v: f64) -> String {
    if v < 10.0 {
        super::num::short(v, 1)
    } else {
        group(v.round() as u64)
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_day_of_requests_is_a_month_of_tokens_and_a_peak() {
        let t = Traffic {
            requests: 2_000,
            tokens_in: 1_500,
            tokens_out: 300,
            day_hours: 8,
            week_days: 7,
            monthly: None,
            people: None,
        };
        // 2,000 × 1,500 × 30.4167 days = 91.25 million in; 18.25 million out.
        assert_eq!(t.month_k(), (91_250, 18_250));
        assert_eq!(t.month_requests(), Some(60_833));
        // 2,000 over 480 minutes: 4.17 a minute, 6,250 tokens in a minute.
        let (i, o) = t.peak_tpm();
        assert_eq!((i.round() as u64, o.round() as u64), (6_250, 1_250));
        let legacy = Traffic {
            monthly: Some((60_000, 15_000)),
            ..t
        };
        assert_eq!(legacy.month_k(), (60_000, 15_000));
        assert_eq!(legacy.peak_rpm(), None);
        assert_eq!(legacy.peak_tpm().0.round() as u64, 1_370);
    }

    #[test]
    fn weekdays_are_five_sevenths_of_the_month_and_the_same_peak() {
        let every = Traffic::daily(2_000, 1_500, 300, 8);
        let weekdays = Traffic {
            week_days: 5,
            ..every
        };
        // 2,000 × 1,500 × 30.4167 days × 5/7 = 65.18 million in.
        assert_eq!(weekdays.month_k(), (65_178, 13_035));
        assert_eq!(weekdays.month_requests(), Some(43_452));
        assert_eq!(weekdays.peak_rpm(), every.peak_rpm());
        assert_eq!(weekdays.peak_hours_week(), 40.0);
        assert_eq!(every.peak_hours_week(), 56.0);
        assert_eq!(weekdays.days_words(), ", 5 days a week");
        assert_eq!(every.days_words(), "");
        // Every day is the month as it always was: 730 / 24 days, whatever the numbers.
        for (r, t) in [
            (1, 1),
            (7, 13),
            (999_983, 1_999_993),
            (MAX_REQUESTS, MAX_TOKENS_IN),
        ] {
            let x = u64::from(r) * u64::from(t) * 730 / 24 / 1000;
            assert_eq!(Traffic::daily(r, t, t, 8).month_k(), (x, x));
        }
    }

    #[test]
    fn the_largest_values_do_not_overflow() {
        let t = Traffic {
            requests: MAX_REQUESTS,
            tokens_in: MAX_TOKENS_IN,
            tokens_out: MAX_TOKENS_OUT,
            day_hours: 1,
            week_days: 7,
            monthly: None,
            people: None,
        };
        assert!(t.month_k().0 > 0);
        assert!(t.month_k().0 > Traffic { week_days: 1, ..t }.month_k().0);
        assert_eq!(group(1_234_567), "1,234,567");
        assert_eq!(rate(4.17), "4.2");
        assert_eq!(rate(12_500.4), "12,500");
        let most = People {
            users: MAX_USERS,
            requests_each: MAX_USER_REQUESTS,
            assumed: false,
        };
        assert_eq!(most.requests(), 10_000_000_000);
    }

    #[test]
    fn people_are_requests_in_words() {
        let p = People {
            users: 5_000,
            requests_each: 10,
            assumed: false,
        };
        assert_eq!(p.requests(), 50_000);
        assert_eq!(
            p.words(),
            "5,000 people × 10 requests a day = 50,000 requests a day"
        );
        let t = Traffic {
            requests: 50_000,
            people: Some(People { assumed: true, ..p }),
            ..DEFAULT_TRAFFIC
        };
        let w = words(&t);
        assert!(
            w.starts_with("5,000 people × 10 requests a day = 50,000 requests a day (requests per person: an assumption"),
            "{w}"
        );
        assert!(w.contains("That is "), "{w}");
        let one = People {
            users: 1,
            requests_each: 1,
            assumed: false,
        };
        assert_eq!(one.words(), "1 person × 1 request a day = 1 request a day");
    }
}
