"""Create the GM, the players, a forum and the game topic; print the topic's path.

Usage: python seed.py NAME:PASSWORD ... [--closed]  (the first user is the GM)
"""

import os
import sys

import django

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
os.environ.setdefault("DJANGO_SETTINGS_MODULE", "settings")
django.setup()

from django.contrib.auth.models import User
from machina.apps.forum.models import Forum
from machina.apps.forum_conversation.models import Post, Topic
from machina.apps.forum_permission.models import ForumPermission, UserForumPermission

closed = "--closed" in sys.argv
users = [a.split(":", 1) for a in sys.argv[1:] if ":" in a]
created = [User.objects.create_user(name, password=password) for name, password in users]
forum = Forum.objects.create(name="Мафия", type=Forum.FORUM_POST)
for perm in ForumPermission.objects.all():
    UserForumPermission.objects.create(
        permission=perm,
        anonymous_user=True,
        forum=None,
        has_perm=not closed and perm.codename in ("can_see_forum", "can_read_forum"),
    )
    UserForumPermission.objects.create(
        permission=perm, authenticated_user=True, forum=None, has_perm=True
    )
topic = Topic.objects.create(
    forum=forum,
    subject="Стальной алхимик: игра",
    poster=created[0],
    type=Topic.TOPIC_POST,
    status=Topic.TOPIC_UNLOCKED,
    approved=True,
)
Post.objects.create(
    topic=topic,
    poster=created[0],
    subject=topic.subject,
    content="**День 1**\n\nГолосуем до 23:59.",
    approved=True,
)
print(f"/forum/{forum.slug}-{forum.id}/topic/{topic.slug}-{topic.id}/")
