# backends.vcl for default.vcl: each web server, and the round-robin director "web" over them.
# deploy/local-cluster.sh writes one like this for the servers it starts.

probe ready {
  .request = "GET /api/health/ready HTTP/1.1" "Host: localhost" "Connection: close";
  .interval = 2s;
  .timeout = 2s;
  .window = 3;
  .threshold = 2;
}

backend web1 { .host = "10.0.0.11"; .port = "3000"; .probe = ready; }
backend web2 { .host = "10.0.0.12"; .port = "3000"; .probe = ready; }

sub vcl_init {
  new web = directors.round_robin();
  web.add_backend(web1);
  web.add_backend(web2);
}
