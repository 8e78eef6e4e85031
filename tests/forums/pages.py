"""One realistic thread page per forum engine: a post with a quote and a spoiler (where the
engine has one), an edited post, Russian dates; and the fields each post must parse to."""

from __future__ import annotations

from dataclasses import dataclass

OWN_1 = "Голос: Кот"
QUOTE_1 = "Голос: Алиса"
SPOILER_1 = "Думаю на Винтика"
OWN_2 = "Меняю голос на Алису досрочно"


@dataclass(frozen=True)
class Fixture:
    engine: str
    path: str  # the thread's address on the local forum
    html: str
    expected: list[dict[str, object]]  # post_id, author, author_id, posted_at, edited_at
    charset: str = "utf-8"
    route: str | None = None  # where the first page is served, when not at ``path``
    content_type: str | None = None


def _page(title: str, body: str, charset: str = "utf-8") -> str:
    return (
        f'<!DOCTYPE html><html lang="ru"><head><meta charset="{charset}"><title>{title}</title>'
        f"</head><body><h1>{title}</h1>{body}</body></html>"
    )


PHPBB = Fixture(
    "phpbb",
    "/viewtopic.php?t=55",
    _page(
        "Игра: день 2",
        """
<div class="action-bar bar-top"><div class="pagination">2 сообщения &bull; Страница <strong>1</strong> из <strong>1</strong></div></div>
<div id="p101" class="post has-profile bg2"><div class="inner">
<dl class="postprofile" id="profile101"><dt class="has-profile-rank no-avatar"><a href="./memberlist.php?mode=viewprofile&amp;u=55" class="username">Лунный Кот</a></dt><dd class="profile-rank">Участник</dd></dl>
<div class="postbody"><div id="post_content101"><h3 class="first"><a href="#p101">Игра: день 2</a></h3>
<p class="author"><a class="unread" href="./viewtopic.php?p=101#p101"><span class="sr-only">Сообщение</span></a> <span class="responsive-hide"><strong><a href="./memberlist.php?mode=viewprofile&amp;u=55" class="username">Лунный Кот</a></strong> &raquo; </span><time datetime="2026-12-02T18:03:15+00:00">02 дек 2026, 21:03</time></p>
<div class="content">Думаю вслух.<br><blockquote><div><cite><a href="./memberlist.php?mode=viewprofile&amp;u=56">Алиса</a> писал(а): <a href="./viewtopic.php?p=100#p100">↑</a></cite>Голос: Алиса</div></blockquote><div class="spoiler"><div class="spoiler-body">Думаю на Винтика</div></div>Голос: Кот</div>
<div id="sig101" class="signature">Мафия — судьба</div></div></div></div></div>
<div id="p102" class="post has-profile bg1"><div class="inner">
<dl class="postprofile" id="profile102"><dt class="has-profile-rank no-avatar"><a href="./memberlist.php?mode=viewprofile&amp;u=56" style="color: #AA0000;" class="username-coloured">Алиса</a></dt></dl>
<div class="postbody"><div id="post_content102"><h3><a href="#p102">Re: Игра: день 2</a></h3>
<p class="author"><span class="responsive-hide"><strong><a href="./memberlist.php?mode=viewprofile&amp;u=56" class="username-coloured">Алиса</a></strong> &raquo; </span><time datetime="2026-12-02T18:10:00+00:00">02 дек 2026, 21:10</time></p>
<div class="content">Меняю голос на Алису досрочно</div>
<div class="notice">Последний раз редактировалось <a href="./memberlist.php?mode=viewprofile&amp;u=56" class="username-coloured">Алиса</a> 02 дек 2026, 21:15, всего редактировалось 1 раз.</div>
</div></div></div></div>""",
    ),
    [
        {
            "post_id": "101",
            "author": "Лунный Кот",
            "author_id": "55",
            "posted_at": "2026-12-02T21:03:15+03:00",
            "edited_at": None,
        },
        {
            "post_id": "102",
            "author": "Алиса",
            "author_id": "56",
            "posted_at": "2026-12-02T21:10:00+03:00",
            "edited_at": "2026-12-02T21:15:00+03:00",
        },
    ],
)

XENFORO = Fixture(
    "xenforo",
    "/threads/igra-den-2.77/",
    _page(
        "Игра: день 2",
        """
<div class="pageNav"><ul class="pageNav-main"><li class="pageNav-page pageNav-page--current"><a href="/threads/igra-den-2.77/">1</a></li></ul></div>
<article class="message message--post js-post js-inlineModContainer" data-author="Лунный Кот" data-content="post-101" id="js-post-101">
<div class="message-inner"><div class="message-cell message-cell--user"><section class="message-user"><div class="message-userDetails"><h4 class="message-name"><a href="/members/lunnyj-kot.55/" class="username" dir="auto" data-user-id="55">Лунный Кот</a></h4></div></section></div>
<div class="message-cell message-cell--main"><div class="message-main js-quickEditTarget"><header class="message-attribution message-attribution--split"><ul class="message-attribution-main listInline"><li class="u-concealed"><a href="/threads/igra-den-2.77/post-101" rel="nofollow"><time class="u-dt" dir="auto" datetime="2026-12-02T21:03:15+0300" data-time="1764698595" data-date-string="2 дек 2026" data-time-string="21:03" title="2 дек 2026 в 21:03">Вчера в 21:03</time></a></li></ul></header>
<div class="message-content js-messageContent"><div class="message-userContent lbContainer js-lbContainer"><article class="message-body js-selectToQuote"><div class="bbWrapper">Думаю вслух.<br>
<blockquote class="bbCodeBlock bbCodeBlock--expandable bbCodeBlock--quote js-expandWatch" data-quote="Алиса" data-source="post: 100"><div class="bbCodeBlock-title"><a href="/goto/post?id=100" class="bbCodeBlock-sourceJump">Алиса написал(а):</a></div><div class="bbCodeBlock-content"><div class="bbCodeBlock-expandContent js-expandContent">Голос: Алиса</div></div></blockquote>
<div class="bbCodeBlock bbCodeBlock--spoiler"><div class="bbCodeBlock-title">Спойлер</div><div class="bbCodeBlock-content"><div class="bbCodeSpoiler-content">Думаю на Винтика</div></div></div>Голос: Кот</div></article></div></div></div></div></div></article>
<article class="message message--post js-post" data-author="Алиса" data-content="post-102" id="js-post-102">
<div class="message-inner"><div class="message-cell message-cell--user"><section class="message-user"><h4 class="message-name"><a href="/members/alisa.56/" class="username" data-user-id="56">Алиса</a></h4></section></div>
<div class="message-cell message-cell--main"><header class="message-attribution"><ul class="message-attribution-main listInline"><li><a href="/threads/igra-den-2.77/post-102"><time class="u-dt" datetime="2026-12-02T21:10:00+0300" title="2 дек 2026 в 21:10">Вчера в 21:10</time></a></li></ul></header>
<div class="message-content js-messageContent"><article class="message-body js-selectToQuote"><div class="bbWrapper">Меняю голос на Алису досрочно</div></article>
<div class="message-lastEdit">Последнее редактирование: <time class="u-dt" datetime="2026-12-02T21:15:00+0300">Вчера в 21:15</time></div></div></div></div></article>""",
    ),
    [
        {
            "post_id": "101",
            "author": "Лунный Кот",
            "author_id": "55",
            "posted_at": "2026-12-02T21:03:15+03:00",
            "edited_at": None,
        },
        {
            "post_id": "102",
            "author": "Алиса",
            "author_id": "56",
            "posted_at": "2026-12-02T21:10:00+03:00",
            "edited_at": "2026-12-02T21:15:00+03:00",
        },
    ],
)

VBULLETIN = Fixture(
    "vbulletin",
    "/showthread.php?t=55",
    _page(
        "Игра: день 2",
        """
<div class="pagination_top"><div class="pagination"><span><a href="javascript://" class="popupctrl">Страница 1 из 1</a></span></div></div>
<ol id="posts" class="posts" start="1">
<li class="postbitlegacy postbitim postcontainer old" id="post_101"><div class="posthead"><span class="postdate old"><span class="date">02.12.2026,&nbsp;<span class="time">21:03</span></span></span><span class="nodecontrols"><a name="post101" href="showthread.php?t=55&amp;p=101#post101" class="postcounter">#1</a></span></div>
<div class="postdetails"><div class="userinfo"><div class="username_container"><a class="username offline popupctrl" href="member.php?u=55" title="Лунный Кот вне форума"><strong>Лунный Кот</strong></a></div></div>
<div class="postbody"><div class="postrow"><div class="content"><div id="post_message_101"><blockquote class="postcontent restore ">Думаю вслух.<br>
<div class="bbcode_container"><div class="bbcode_quote"><div class="quote_container"><div class="bbcode_quote_container"></div><div class="bbcode_postedby">Цитата Сообщение от <strong>Алиса</strong></div><div class="message">Голос: Алиса</div></div></div></div>
<div class="spoiler"><div class="sp-body">Думаю на Винтика</div></div>Голос: Кот</blockquote></div></div></div></div></div></li>
<li class="postbitlegacy postbitim postcontainer old" id="post_102"><div class="posthead"><span class="postdate old"><span class="date">02.12.2026,&nbsp;<span class="time">21:10</span></span></span></div>
<div class="postdetails"><div class="userinfo"><div class="username_container"><a class="username online popupctrl" href="member.php?u=56"><strong>Алиса</strong></a></div></div>
<div class="postbody"><div class="postrow"><div class="content"><div id="post_message_102"><blockquote class="postcontent restore ">Меняю голос на Алису досрочно</blockquote></div></div>
<blockquote class="postcontent lastedited">Последний раз редактировалось Алиса; 02.12.2026 в <span class="time">21:15</span>.</blockquote></div></div></div></li></ol>""",
    ),
    [
        {
            "post_id": "101",
            "author": "Лунный Кот",
            "author_id": "55",
            "posted_at": "2026-12-02T21:03:00+03:00",
            "edited_at": None,
        },
        {
            "post_id": "102",
            "author": "Алиса",
            "author_id": "56",
            "posted_at": "2026-12-02T21:10:00+03:00",
            "edited_at": "2026-12-02T21:15:00+03:00",
        },
    ],
)

SMF = Fixture(
    "smf",
    "/index.php?topic=55.0",
    _page(
        "Игра: день 2",
        """
<div class="pagesection"><div class="pagelinks floatleft"><span class="pages">Страниц</span><span class="current_page">1</span></div></div>
<div id="forumposts"><form action="index.php?action=quickmod2;topic=55.0" method="post" name="quickModForm" id="quickModForm">
<div class="windowbg" id="msg101"><div class="post_wrapper"><div class="poster"><h4><a href="https://f.example/index.php?action=profile;u=55" title="Просмотр профиля Лунный Кот">Лунный Кот</a></h4></div>
<div class="postarea"><div class="keyinfo"><div id="subject_101" class="subject_title subject_hidden"><a href="https://f.example/index.php?msg=101">Игра: день 2</a></div><span class="page_number floatright">#1</span><a href="https://f.example/index.php?topic=55.msg101#msg101" class="smalltext" title="Ответ #1 - 02 Декабря 2026, 21:03:15">02 Декабря 2026, 21:03:15 &raquo;</a></div>
<div class="post"><div class="inner" data-msgid="101" id="msg_101">Думаю вслух.<br><blockquote class="bbc_standard_quote"><cite><a href="https://f.example/index.php?topic=55.msg100#msg100">Цитата: Алиса от 02 Декабря 2026, 20:00:00</a></cite>Голос: Алиса</blockquote><div class="spoiler"><div>Думаю на Винтика</div></div>Голос: Кот</div></div></div></div></div>
<div class="windowbg" id="msg102"><div class="post_wrapper"><div class="poster"><h4><a href="https://f.example/index.php?action=profile;u=56">Алиса</a></h4></div>
<div class="postarea"><div class="keyinfo"><a href="https://f.example/index.php?topic=55.msg102#msg102" class="smalltext" title="Ответ #2 - 02 Декабря 2026, 21:10:00">02 Декабря 2026, 21:10:00 &raquo;</a><span class="modified floatright mvisible" id="modified_102"><span class="lastedit">Последнее редактирование</span>: 02 Декабря 2026, 21:15:00 от Алиса</span></div>
<div class="post"><div class="inner" data-msgid="102" id="msg_102">Меняю голос на Алису досрочно</div></div></div></div></div></form></div>""",
    ),
    [
        {
            "post_id": "101",
            "author": "Лунный Кот",
            "author_id": "55",
            "posted_at": "2026-12-02T21:03:15+03:00",
            "edited_at": None,
        },
        {
            "post_id": "102",
            "author": "Алиса",
            "author_id": "56",
            "posted_at": "2026-12-02T21:10:00+03:00",
            "edited_at": "2026-12-02T21:15:00+03:00",
        },
    ],
)

INVISION = Fixture(
    "invision",
    "/topic/55-igra-den-2/",
    _page(
        "Игра: день 2",
        """
<div class="ipsPagination"><ul class="ipsPagination"><li class="ipsPagination_page ipsPagination_active"><a href="/topic/55-igra-den-2/">1</a></li></ul></div>
<article id="elComment_101" class="cPost ipsBox ipsResponsive_pull ipsComment ipsComment_parent ipsClearfix ipsClear ipsColumns">
<aside class="ipsComment_author cAuthorPane ipsColumn ipsColumn_medium"><h3 class="ipsType_sectionHead cAuthorPane_author ipsType_blendLinks ipsType_break"><strong><a href="https://f.example/profile/55-lunnyy-kot/" class="ipsType_break">Лунный Кот</a></strong></h3></aside>
<div class="ipsColumn ipsColumn_fluid"><div id="comment-101_wrap" data-commentid="101" class="ipsComment_content ipsType_medium"><div class="ipsComment_meta ipsType_light"><a href="https://f.example/topic/55-igra-den-2/?do=findComment&amp;comment=101" class="ipsType_blendLinks">Опубликовано <time datetime="2026-12-02T18:03:15Z" title="02.12.2026 21:03" data-short="1 д">2 декабря</time></a></div>
<div class="cPost_contentWrap"><div data-role="commentContent" class="ipsType_normal ipsType_richText ipsPadding_bottom ipsContained"><p>Думаю вслух.</p>
<blockquote class="ipsQuote" data-ipsquote="" data-ipsquote-username="Алиса"><div class="ipsQuote_citation">Алиса написал:</div><div class="ipsQuote_contents ipsClearfix"><p>Голос: Алиса</p></div></blockquote>
<div class="ipsSpoiler" data-ipsspoiler=""><div class="ipsSpoiler_header"><span>Спойлер</span></div><div class="ipsSpoiler_contents"><p>Думаю на Винтика</p></div></div><p>Голос: Кот</p></div></div></div></div></article>
<article id="elComment_102" class="cPost ipsBox ipsComment ipsComment_parent ipsClearfix">
<aside class="ipsComment_author cAuthorPane"><h3 class="cAuthorPane_author"><strong><a href="https://f.example/profile/56-alisa/">Алиса</a></strong></h3></aside>
<div class="ipsColumn ipsColumn_fluid"><div class="ipsComment_content"><div class="ipsComment_meta ipsType_light"><a href="https://f.example/topic/55-igra-den-2/?do=findComment&amp;comment=102">Опубликовано <time datetime="2026-12-02T18:10:00Z" title="02.12.2026 21:10">2 декабря</time></a></div>
<div class="cPost_contentWrap"><div data-role="commentContent" class="ipsType_normal ipsType_richText"><p>Меняю голос на Алису досрочно</p>
<span class="ipsType_reset ipsType_medium ipsType_light" data-excludequote=""><strong>Изменено <time datetime="2026-12-02T18:15:00Z" title="02.12.2026 21:15">2 декабря</time> пользователем Алиса</strong></span></div></div></div></div></article>""",
    ),
    [
        {
            "post_id": "101",
            "author": "Лунный Кот",
            "author_id": "55",
            "posted_at": "2026-12-02T21:03:15+03:00",
            "edited_at": None,
        },
        {
            "post_id": "102",
            "author": "Алиса",
            "author_id": "56",
            "posted_at": "2026-12-02T21:10:00+03:00",
            "edited_at": "2026-12-02T21:15:00+03:00",
        },
    ],
)

VBULLETIN_3 = Fixture(
    "vbulletin",
    "/showthread.php?t=56",
    _page(
        "Игра: день 2",
        """
<div class="pagenav" align="right"><table class="tborder" cellpadding="3" cellspacing="1" border="0"><tr><td class="vbmenu_control" style="font-weight:normal">Страница 1 из 1</td></tr></table></div>
<div id="posts"><div id="edit101" style="padding:0px 0px 6px 0px">
<table class="tborder" id="post101" cellpadding="6" cellspacing="0" border="0" width="100%" align="center">
<tr><td class="thead" style="font-weight:normal"><a name="post101"><img class="inlineimg" src="images/statusicon/post_old.gif" alt="Старый" border="0" /></a>02.12.2026, 21:03</td><td class="thead" align="right">&nbsp;#<a href="showpost.php?p=101&amp;postcount=1" id="postcount101" name="1"><strong>1</strong></a></td></tr>
<tr valign="top"><td class="alt2" width="175"><div id="postmenu_101"><a class="bigusername" href="member.php?u=55">Лунный Кот</a></div><div class="smallfont">Участник</div></td>
<td class="alt1" id="td_post_101"><!-- message --><div id="post_message_101">Думаю вслух.<br /><div style="margin:20px; margin-top:5px; "><div class="smallfont" style="margin-bottom:2px">Цитата:</div><table cellpadding="6" cellspacing="0" border="0" width="100%"><tr><td class="alt2" style="border:1px inset"><div>Сообщение от <strong>Алиса</strong></div><div style="font-style:italic">Голос: Алиса</div></td></tr></table></div><div class="spoiler"><div>Думаю на Винтика</div></div>Голос: Кот</div><!-- / message --></td></tr></table></div>
<div id="edit102" style="padding:0px 0px 6px 0px">
<table class="tborder" id="post102" cellpadding="6" cellspacing="0" border="0" width="100%" align="center">
<tr><td class="thead" style="font-weight:normal"><a name="post102"></a>02.12.2026, 21:10</td><td class="thead" align="right">#2</td></tr>
<tr valign="top"><td class="alt2" width="175"><div id="postmenu_102"><a class="bigusername" href="member.php?u=56">Алиса</a></div></td>
<td class="alt1" id="td_post_102"><!-- message --><div id="post_message_102">Меняю голос на Алису досрочно</div><!-- / message -->
<!-- edit note --><div class="smallfont"><hr size="1" /><em>Последний раз редактировалось Алиса; 02.12.2026 в 21:15.</em></div><!-- / edit note --></td></tr></table></div></div>""",
    ),
    [
        {
            "post_id": "101",
            "author": "Лунный Кот",
            "author_id": "55",
            "posted_at": "2026-12-02T21:03:00+03:00",
            "edited_at": None,
        },
        {
            "post_id": "102",
            "author": "Алиса",
            "author_id": "56",
            "posted_at": "2026-12-02T21:10:00+03:00",
            "edited_at": "2026-12-02T21:15:00+03:00",
        },
    ],
)

IPB2 = Fixture(
    "ipb2",
    "/index.php?showtopic=55",
    _page(
        "Игра: день 2",
        """
<div class="pagelink"><span class="pagecurrent">1</span></div>
<div class="borderwrap"><table class="ipbtable" cellspacing="1"><tr><td valign="middle" class="row2" width="1%"><a name="entry101"></a><span class="normalname"><a href="index.php?showuser=55">Лунный Кот</a></span></td>
<td class="row2" valign="top" width="99%"><div style="float: left;"><span class="postdetails"> <img src="style_images/1/to_post_off.gif" alt="post" border="0" /> 02.12.2026, 21:03</span></div></td></tr>
<tr><td valign="top" class="post2"><span class="postdetails">Группа: Участники</span></td><td width="100%" valign="top" class="post2" id="post-main-101"><div class="postcolor" id="post-101">Думаю вслух.<br /><!--QuoteBegin-Алиса+--><div class="quotetop">Цитата(Алиса @ 02.12.2026, 20:00)</div><div class="quotemain"><!--QuoteEBegin-->Голос: Алиса<!--QuoteEnd--></div><!--QuoteEEnd--><div class="spoilertop">Спойлер</div><div class="spoilermain">Думаю на Винтика</div>Голос: Кот</div></td></tr></table></div>
<div class="borderwrap"><table class="ipbtable" cellspacing="1"><tr><td valign="middle" class="row2" width="1%"><a name="entry102"></a><span class="normalname"><a href="index.php?showuser=56">Алиса</a></span></td>
<td class="row2" valign="top" width="99%"><div style="float: left;"><span class="postdetails"> 02.12.2026, 21:10</span></div></td></tr>
<tr><td valign="top" class="post2"></td><td width="100%" valign="top" class="post2" id="post-main-102"><div class="postcolor" id="post-102">Меняю голос на Алису досрочно<br /><br /><span class="edit">Сообщение отредактировал Алиса - 02.12.2026, 21:15</span></div></td></tr></table></div>""",
        "windows-1251",
    ),
    [
        {
            "post_id": "101",
            "author": "Лунный Кот",
            "author_id": "55",
            "posted_at": "2026-12-02T21:03:00+03:00",
            "edited_at": None,
        },
        {
            "post_id": "102",
            "author": "Алиса",
            "author_id": "56",
            "posted_at": "2026-12-02T21:10:00+03:00",
            "edited_at": "2026-12-02T21:15:00+03:00",
        },
    ],
    charset="windows-1251",
)

DISCOURSE = Fixture(
    "discourse",
    "/t/igra-den-2/55",
    r"""{"id": 55, "title": "Игра: день 2", "posts_count": 2, "post_stream": {"posts": [
{"id": 101, "post_number": 1, "username": "Лунный Кот", "user_id": 55, "created_at": "2026-12-02T18:03:15.000Z", "updated_at": "2026-12-02T18:03:15.000Z", "version": 1,
 "cooked": "<p>Думаю вслух.</p>\n<aside class=\"quote no-group\" data-username=\"Алиса\" data-post=\"1\" data-topic=\"55\"><div class=\"title\">Алиса:</div><blockquote><p>Голос: Алиса</p></blockquote></aside>\n<details><summary>Спойлер</summary><p>Думаю на Винтика</p></details>\n<p>Голос: Кот</p>"},
{"id": 102, "post_number": 2, "username": "Алиса", "user_id": 56, "created_at": "2026-12-02T18:10:00.000Z", "updated_at": "2026-12-02T18:15:00.000Z", "version": 2,
 "cooked": "<p>Меняю голос на Алису досрочно</p>"}], "stream": [101, 102]}}""",
    [
        {
            "post_id": "101",
            "author": "Лунный Кот",
            "author_id": "55",
            "posted_at": "2026-12-02T21:03:15+03:00",
            "edited_at": None,
        },
        {
            "post_id": "102",
            "author": "Алиса",
            "author_id": "56",
            "posted_at": "2026-12-02T21:10:00+03:00",
            "edited_at": "2026-12-02T21:15:00+03:00",
        },
    ],
    route="/t/igra-den-2/55.json",
    content_type="application/json; charset=utf-8",
)


def _mybb_post(pid: int, number: int, user: int, nick: str, posted: int, content: str) -> str:
    """A post as the mybb.ru family's template prints it (see mybb-family-facts.md)."""
    return f"""
<div id="p{pid}" class="post{" topicpost" if number == 1 else ""}" data-posted="{posted}" data-user-id="{user}" data-group-id="4">
<h3><span><a class="permalink" rel="nofollow" href="/viewtopic.php?pid={pid}#p{pid}">2026-12-02 21:03:15</a> <strong>{number}</strong></span></h3>
<div class="container"><div class="post-author"><ul>
<li class="pa-author"><span class="acchide">Автор:&nbsp;</span><a href="javascript:to('{nick}')">{nick}</a></li>
<li class="pa-title">Участник</li></ul></div>
<div class="post-body"><div class="post-box"><div id="p{pid}-content" class="post-content">{content}
<dl class="post-sig"><dt><span>Подпись автора</span></dt><dd><p>Мафия — судьба</p></dd></dl></div></div></div>
<div class="clearer"><!-- --></div></div>
<div class="post-links"><ul><li class="pl-email"><a href="/profile.php?id={user}">e-mail</a></li><li class="pl-quote"><a href="javascript:quote('{nick}', {pid})">Цитировать</a></li></ul></div>
</div>"""


MYBB = Fixture(
    "mybb",
    "/viewtopic.php?id=55",
    _page(
        "Игра: день 2",
        '<div id="pun-viewtopic" class="punbb" data-topic-id="55"><div id="pun-main" class="main">'
        '<h1><span>Игра: день 2</span></h1><div class="linkst"><div class="pagelink">Страницы: '
        '<strong>1</strong></div></div><div id="topic_t55" class="topic">'
        + _mybb_post(
            101,
            1,
            55,
            "Лунный Кот",
            1796234595,
            '<p>Думаю вслух.</p><div class="quote-box"><cite>Алиса написал(а):</cite><blockquote>'
            '<p>Голос: Алиса</p></blockquote></div><div class="quote-box spoiler-box media-box">'
            '<div onclick="toggleSpoiler(this);">Спойлер</div><blockquote><p>Думаю на Винтика</p>'
            "</blockquote></div><p>Голос: Кот</p>",
        )
        + _mybb_post(
            102,
            2,
            56,
            "Алиса",
            1796235000,
            '<p>Меняю голос на Алису досрочно</p><p class="lastedit">Отредактировано Алиса '
            "(2026-12-02 21:15:00)</p>",
        )
        + "</div></div></div>",
    ),
    PHPBB.expected,  # the same two posts, as the mybb.ru family prints them
)

ALL = [MYBB, PHPBB, XENFORO, VBULLETIN, VBULLETIN_3, SMF, INVISION, IPB2, DISCOURSE]
